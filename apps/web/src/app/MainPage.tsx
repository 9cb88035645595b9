import { DesktopJourney } from '@gm-claim/web-feature-journey';
import { MobileJourney } from '@gm-claim/web-feature-journey';
import { isReducedLayout } from '@gm-claim/web-core-ui';

/** The TGE page: the desktop journey, or the reduced mobile layout. */
export default function MainPage() {
  return isReducedLayout() ? <MobileJourney /> : <DesktopJourney />;
}
