import type { Exif } from 'sharp';

import { hash32 } from './svg';

/** Where a photograph was taken (WGS-84 degrees, metres above sea level). */
export interface Lugar {
  latitude: number;
  longitude: number;
  altitude: number;
}

/** Cameras a member of the association might shoot with; one is picked per picture. */
const CAMARAS = [
  { Make: 'Canon', Model: 'Canon EOS 90D', LensModel: 'EF-S18-135mm f/3.5-5.6 IS USM' },
  { Make: 'NIKON CORPORATION', Model: 'NIKON D7500', LensModel: '18.0-140.0 mm f/3.5-5.6' },
  { Make: 'SONY', Model: 'ILCE-7M3', LensModel: 'FE 24-105mm F4 G OSS' },
  { Make: 'FUJIFILM', Model: 'X-T4', LensModel: 'XF16-80mmF4 R OIS WR' },
] as const;

/** Degrees as EXIF's three rationals: degrees, minutes, hundredths of a second. */
function grausMinutosSegundos(graus: number): string {
  const absoluto = Math.abs(graus);
  const inteiros = Math.floor(absoluto);
  const minutos = Math.floor((absoluto - inteiros) * 60);
  const centesimos = Math.round(((absoluto - inteiros) * 60 - minutos) * 6000);
  return `${inteiros}/1 ${minutos}/1 ${centesimos}/100`;
}

/**
 * Camera-like EXIF for a picture, in libvips' naming (IFD0 the main directory, IFD2 the Exif
 * directory, IFD3 the GPS one). Everything follows from the key, never from the clock, so the
 * same picture always carries the same metadata; the GPS block is there so that whatever serves
 * these pictures to visitors must strip it.
 */
export function exifDeCamara(chave: string, lugar: Lugar): Exif {
  const h = hash32(chave);
  const camara = CAMARAS[h % CAMARAS.length] ?? CAMARAS[0];
  const mes = String((h % 12) + 1).padStart(2, '0');
  const dia = String((Math.floor(h / 12) % 28) + 1).padStart(2, '0');
  const hora = 8 + (Math.floor(h / 336) % 10);
  const minuto = Math.floor(h / 3360) % 60;
  const data = `2025:${mes}:${dia}`;
  const instante = `${data} ${String(hora).padStart(2, '0')}:${String(minuto).padStart(2, '0')}:00`;
  return {
    IFD0: {
      Make: camara.Make,
      Model: camara.Model,
      Orientation: '1',
      Software: 'Ver.1.10',
      DateTime: instante,
    },
    IFD2: {
      DateTimeOriginal: instante,
      DateTimeDigitized: instante,
      ExposureTime: `1/${[60, 125, 250][h % 3]}`,
      FNumber: `${[40, 56, 80][Math.floor(h / 3) % 3]}/10`,
      ISOSpeedRatings: String([200, 400, 800][Math.floor(h / 9) % 3]),
      FocalLength: `${24 + (h % 60)}/1`,
      LensModel: camara.LensModel,
    },
    IFD3: {
      GPSLatitudeRef: lugar.latitude < 0 ? 'S' : 'N',
      GPSLatitude: grausMinutosSegundos(lugar.latitude),
      GPSLongitudeRef: lugar.longitude < 0 ? 'W' : 'E',
      GPSLongitude: grausMinutosSegundos(lugar.longitude),
      GPSAltitudeRef: '0',
      GPSAltitude: `${Math.round(lugar.altitude)}/1`,
      GPSMapDatum: 'WGS-84',
      // Luanda is UTC+01:00: the GPS clock is an hour behind the camera's.
      GPSTimeStamp: `${hora - 1}/1 ${minuto}/1 0/1`,
      GPSDateStamp: data,
    },
  };
}
