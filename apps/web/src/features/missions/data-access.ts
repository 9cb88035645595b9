// The missions read other features use (the journey reads where a returning user stands).
export { getMissions } from './data-access/missions';
