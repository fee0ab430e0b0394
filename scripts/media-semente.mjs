// Where the test and benchmark sites keep the reference seed's camera photographs: made once per
// machine (over a second of CPU each) and shared by every site they start, since the photographs
// never change while submissions and caches do (each site keeps its own DATA_DIR).
import os from 'node:os';
import path from 'node:path';

export const PASTA_MEDIA_SEMENTE = path.join(os.tmpdir(), 'site-media-semente');
