import type { MainStep } from '@gm-claim/web-core-state';
import { LAYOUT } from '@gm-claim/web-core-config';

/** The indicator step (1–4) of a main flow step. */
export function pageStep(step: MainStep): number {
  switch (step) {
    case 'MAIN':
    case 'VERIFY':
      return 1;
    case 'MISSION':
      return 2;
    case 'METHOD':
      return 3;
    case 'CLAIM':
      return 4;
  }
}

/** Page height per indicator step: up to 2, 3, 4 (docs/product.md#pages). */
export function pageHeight(step: number): number {
  if (step <= 2) return LAYOUT.stepHeightsPx.upToStep2;
  return step === 3 ? LAYOUT.stepHeightsPx.step3 : LAYOUT.stepHeightsPx.step4;
}
