export { DesktopJourney } from './components/DesktopJourney';
export { MobileJourney } from './components/MobileJourney';
export { WaitingRoomGate } from './components/WaitingRoomGate';
