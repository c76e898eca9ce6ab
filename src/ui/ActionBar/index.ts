export { ActionBar, ActionBarButton, type ActionBarProps } from './ActionBar';
