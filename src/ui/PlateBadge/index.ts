export { impliedPlateColor, PlateBadge, type PlateBadgeProps } from './PlateBadge';
export { PlateBadges, type PlateBadgesProps } from './PlateBadges';
