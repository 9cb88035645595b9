export { MissionStepView } from './components/MissionStepView';
