// Each type's headline label is its web module's (features/sports/contest-types); the live score page
// and Game Central read them from here.
export { contestTypeLabels, headlineText } from '../sports';
