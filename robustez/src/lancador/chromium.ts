import { chromium, type Browser } from 'playwright-core';

import { ARGS_CHROMIUM, EXECUTAVEL_CHROMIUM } from '../../../scripts/chromium.mjs';

/**
 * The one way the robustness runs start a browser: the project's Chromium with the project's
 * flags (`scripts/chromium.mjs`, which the browser suite, the compose test and the benchmark read).
 */
export function lancarChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTAVEL_CHROMIUM, args: [...ARGS_CHROMIUM] });
}
