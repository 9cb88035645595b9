export { DesktopJourney } from './components/DesktopJourney';
export { MobileJourney } from './components/MobileJourney';
export { WaitingRoomGate, WaitingRoomView } from './components/WaitingRoom';
