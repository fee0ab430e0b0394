/** A tag's value: text for ASCII, numbers for integers, and `num/den` fractions as numbers. */
type ValorExif = string | number[];

/** The tags of IFD0, the Exif IFD and the GPS IFD, by tag number. */
export interface ExifLido {
  ifd0: Map<number, ValorExif>;
  exif: Map<number, ValorExif>;
  gps: Map<number, ValorExif>;
}

/** Tag numbers the tests look at (TIFF/EXIF 2.3). */
export const TAGS_EXIF = {
  make: 0x010f,
  model: 0x0110,
  orientation: 0x0112,
  dateTimeOriginal: 0x9003,
  gpsLatitudeRef: 0x0001,
  gpsLatitude: 0x0002,
  gpsLongitudeRef: 0x0003,
  gpsLongitude: 0x0004,
} as const;

const PONTEIRO_EXIF = 0x8769;
const PONTEIRO_GPS = 0x8825;
/** Bytes per component of each TIFF type that the readers below understand. */
const TAMANHOS: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };

/**
 * Reads an EXIF block as sharp's `metadata().exif` gives it (`Exif\0\0` and a TIFF structure):
 * enough of the format for tests to check which camera and place a picture names.
 */
export function lerExif(bloco: Buffer): ExifLido {
  const inicio = bloco.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const tiff = bloco.subarray(inicio);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const s32 = (o: number) => (le ? tiff.readInt32LE(o) : tiff.readInt32BE(o));

  const valor = (tipo: number, quantos: number, o: number): ValorExif => {
    if (tipo === 2) return tiff.toString('latin1', o, o + quantos).replace(/\0+$/, '');
    return Array.from({ length: quantos }, (_, i) => {
      const p = o + i * (TAMANHOS[tipo] ?? 1);
      if (tipo === 3) return u16(p);
      if (tipo === 4) return u32(p);
      if (tipo === 9) return s32(p);
      if (tipo === 5) return u32(p) / u32(p + 4);
      if (tipo === 10) return s32(p) / s32(p + 4);
      return tiff[p] ?? 0;
    });
  };
  const ifd = (deslocamento: number): Map<number, ValorExif> => {
    const tags = new Map<number, ValorExif>();
    if (!deslocamento) return tags;
    const n = u16(deslocamento);
    for (let i = 0; i < n; i += 1) {
      const e = deslocamento + 2 + i * 12;
      const tipo = u16(e + 2);
      const quantos = u32(e + 4);
      const tamanho = (TAMANHOS[tipo] ?? 1) * quantos;
      tags.set(u16(e), valor(tipo, quantos, tamanho <= 4 ? e + 8 : u32(e + 8)));
    }
    return tags;
  };
  const ifd0 = ifd(u32(4));
  const ponteiro = (tag: number) => {
    const v = ifd0.get(tag);
    return Array.isArray(v) ? (v[0] ?? 0) : 0;
  };
  return { ifd0, exif: ifd(ponteiro(PONTEIRO_EXIF)), gps: ifd(ponteiro(PONTEIRO_GPS)) };
}
