import { DesktopJourney } from '../eligibility/DesktopJourney';
import { MobileJourney } from '../eligibility/MobileJourney';
import { isReducedLayout } from '../hooks/device-class';

/** The TGE page: the desktop journey, or the reduced mobile layout. */
export default function MainPage() {
  return isReducedLayout() ? <MobileJourney /> : <DesktopJourney />;
}
