/*
 * Where an event happens, read from the CMS's free text (`local`, `morada`): in person, online or
 * both, for the `location` and `eventAttendanceMode` of its structured data.
 */

export type ModoPresenca = 'presencial' | 'online' | 'misto';

export interface LugarEvento {
  modo: ModoPresenca;
  /** The web address the text gives for joining, if any. */
  url: string | null;
}

const URL_WEB = /\bhttps?:\/\/[^\s<>"')]+/i;
const ONLINE =
  /\b(?:online|on-line|virtual|zoom|teams|meet|webex|youtube|webinar|videoconfer[eê]ncia|videochamada)(?![a-z])/i;
const TAMBEM_PRESENCIAL =
  /h[ií]brid|presencial|transmiss[aã]o|(?:\se|\sou|\+|\/)\s*(?:tamb[eé]m\s+)?(?:online|on-line|virtual|via\s|zoom|teams)/i;

/**
 * How the event is attended: online when its place or address holds a web address or names an
 * online medium (online, virtual, Zoom, Teams, Meet, Webex, YouTube, webinar, videoconferência);
 * both ("misto") when the same text also says presencial, híbrido, transmissão, or "e online";
 * otherwise in person. No place at all: `null`.
 */
export function lerLugar(local: string, morada: string): LugarEvento | null {
  const texto = [local, morada].filter(Boolean).join(' — ');
  if (!texto.trim()) return null;
  // A sentence's full stop after the address is not part of it.
  const url = URL_WEB.exec(texto)?.[0].replace(/[.,;:!?]+$/, '') ?? null;
  const semUrl = texto.replace(new RegExp(URL_WEB.source, 'gi'), ' ');
  if (!url && !ONLINE.test(semUrl)) return { modo: 'presencial', url: null };
  return { modo: TAMBEM_PRESENCIAL.test(semUrl) ? 'misto' : 'online', url };
}
