export { DesktopJourney } from './components/DesktopJourney';
export { MobileJourney } from './components/MobileJourney';
