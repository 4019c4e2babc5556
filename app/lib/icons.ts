// The icons pages draw, by name, from one SVG sprite (/icons.svg, built by icon-sprite.server.ts from
// lucide's drawings): a page carries a name and a <use> reference, never an icon's code, so the
// icons cost the public JavaScript nothing. Shared by the server and the browser.

/** The icons a service or feature can carry, in the order the admin picker shows them. */
export const ICON_NAMES = [
  'Video',
  'Film',
  'Clapperboard',
  'Camera',
  'Aperture',
  'Image',
  'PlayCircle',
  'Tv',
  'Mic',
  'Music',
  'Headphones',
  'Radio',
  'Palette',
  'Brush',
  'PenTool',
  'Pencil',
  'Feather',
  'Type',
  'Crop',
  'Scissors',
  'Wand2',
  'Sparkles',
  'Layers',
  'Megaphone',
  'Share2',
  'MessageCircle',
  'ThumbsUp',
  'Heart',
  'Users',
  'Monitor',
  'Laptop',
  'Smartphone',
  'Globe',
  'Code',
  'LayoutDashboard',
  'Database',
  'Cloud',
  'Search',
  'BarChart3',
  'LineChart',
  'PieChart',
  'TrendingUp',
  'Target',
  'Rocket',
  'Lightbulb',
  'Zap',
  'Award',
  'Trophy',
  'Star',
  'Briefcase',
  'Building2',
  'Handshake',
  'Presentation',
  'Calendar',
  'Clock',
  'BookOpen',
  'FileText',
  'Newspaper',
  'Printer',
  'Package',
  'Box',
  'Gift',
  'ShoppingCart',
  'Store',
  'CreditCard',
  'DollarSign',
  'Mail',
  'Phone',
  'Send',
  'MapPin',
  'Compass',
  'Eye',
  'Shield',
  'Lock',
  'Settings',
  'Wrench',
  'CircleCheck',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/**
 * The site's own controls' icons beyond ICON_NAMES (which they also use); `Shapes` stands in for a
 * stored name outside ICON_NAMES.
 */
export const UI_ICON_NAMES = [
  'Shapes',
  'Menu',
  'X',
  'Sun',
  'Moon',
  'CalendarCheck',
  'AudioLines',
  'UserRound',
  'ArrowRight',
] as const
export type SpriteName = IconName | (typeof UI_ICON_NAMES)[number]

const known = new Set<string>(ICON_NAMES)
export function isIconName(name: string): name is IconName {
  return known.has(name)
}

/** The sprite's symbol for a stored icon name: the name itself, or the neutral one. */
export function spriteName(name: string | null | undefined): SpriteName {
  return name && isIconName(name) ? name : 'Shapes'
}
