import type { Lugar } from './exif';

/** Where the generated photographs say they were taken (WGS-84; metres above sea level). */
export const LUGARES = {
  /** Rua Rainha Ginga, Ingombota: the head office of the reference seed. */
  ingombota: { latitude: -8.8137, longitude: 13.2343, altitude: 40 },
  talatona: { latitude: -8.9195, longitude: 13.1836, altitude: 70 },
  kinaxixi: { latitude: -8.819, longitude: 13.241, altitude: 60 },
  benguela: { latitude: -12.583, longitude: 13.4, altitude: 5 },
  lobito: { latitude: -12.3481, longitude: 13.5456, altitude: 4 },
  huambo: { latitude: -12.7761, longitude: 15.7392, altitude: 1700 },
  lubango: { latitude: -14.9172, longitude: 13.4925, altitude: 1760 },
} as const satisfies Record<string, Lugar>;
