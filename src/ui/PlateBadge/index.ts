export { impliedPlateColor, PlateBadge, type PlateBadgeProps } from './PlateBadge';
