import type { Config } from 'tailwindcss'
import defaultTheme from 'tailwindcss/defaultTheme'
import plugin from 'tailwindcss/plugin'

// The design tokens (docs/decisions/023-typefaces.md). Colours that change with the theme are
// CSS variables set below (THEMES) for light and dark (`bg-surface`, `text-ink`,
// `text-muted`, `border-line`), so a component names its role once instead of a pair of
// light and dark shades; the brand and accent scales are fixed.
const themed = (name: string) => `rgb(var(--${name}) / <alpha-value>)`
// Their values, as RGB channels, in each theme.
const THEMES = {
  light: {
    '--surface': '255 255 255',
    '--surface-raised': '255 255 255',
    '--surface-sunken': '244 245 249',
    '--ink': '15 18 34',
    '--ink-muted': '75 82 99',
    '--line': '226 229 238',
  },
  dark: {
    '--surface': '10 12 22',
    '--surface-raised': '18 21 38',
    '--surface-sunken': '14 17 32',
    '--ink': '238 240 247',
    '--ink-muted': '169 175 195',
    '--line': '35 40 61',
  },
}

export default {
  content: ['./app/**/*.{ts,tsx}'],
  // Dark when the visitor chose it (the `dark` class the server writes from the theme cookie, or the
  // theme script from localStorage), or, with no choice made, when the system prefers it: so a
  // visitor without JavaScript gets the system's theme too. A `light` class is a choice of light.
  darkMode: [
    'variant',
    ['@media (prefers-color-scheme: dark) { &:not(.light *) }', '&:is(.dark *)'],
  ],
  theme: {
    extend: {
      colors: {
        // Cobalt: white text on 600 is 6.6:1, on 700 7.9:1; 400 on the dark surface 8:1.
        brand: {
          50: '#eef1ff',
          100: '#dfe4ff',
          200: '#c4cdff',
          300: '#a9b7ff',
          400: '#8fa2ff',
          500: '#5b73ff',
          600: '#3346e8',
          700: '#2a3bd4',
          800: '#2230b0',
          900: '#1c2780',
          950: '#11174a',
        },
        // Coral, for marks and highlights drawn beside text, never as a text colour on white.
        accent: {
          300: '#ffb48a',
          400: '#ff8a57',
          500: '#ff6a2b',
          600: '#e0531f',
        },
        surface: {
          DEFAULT: themed('surface'),
          raised: themed('surface-raised'),
          sunken: themed('surface-sunken'),
        },
        ink: { DEFAULT: themed('ink'), muted: themed('ink-muted') },
        line: themed('line'),
      },
      // The stacks are CSS variables (set below per language): an Arabic page draws all its text
      // in IBM Plex Sans Arabic, its Latin from the same family, and never asks for Inter or
      // Bricolage; an English page names no Arabic face before its Latin ones.
      fontFamily: {
        sans: 'var(--font-body)',
        display: 'var(--font-heading)',
      },
      // The type scale: a 1.25 ratio for text, fluid display sizes for headings.
      fontSize: {
        'display-2xl': [
          'clamp(2.75rem, 1.6rem + 4.6vw, 5.25rem)',
          { lineHeight: '1', letterSpacing: '-0.035em' },
        ],
        'display-xl': [
          'clamp(2.25rem, 1.5rem + 3vw, 3.75rem)',
          { lineHeight: '1.05', letterSpacing: '-0.03em' },
        ],
        'display-lg': [
          'clamp(1.875rem, 1.4rem + 1.9vw, 2.75rem)',
          { lineHeight: '1.1', letterSpacing: '-0.025em' },
        ],
        'display-md': [
          'clamp(1.375rem, 1.2rem + 0.7vw, 1.75rem)',
          { lineHeight: '1.2', letterSpacing: '-0.015em' },
        ],
        'display-sm': ['1.25rem', { lineHeight: '1.3', letterSpacing: '-0.01em' }],
        eyebrow: ['0.8125rem', { lineHeight: '1.2', letterSpacing: '0.14em' }],
      },
      // The page grid: every section's content sits in one column this wide, with this gutter.
      maxWidth: { page: '76rem', prose: '42rem' },
      spacing: {
        gutter: 'clamp(1.25rem, 4vw, 2.5rem)',
        section: 'clamp(4rem, 3rem + 5vw, 7.5rem)',
      },
      borderRadius: { card: '1.25rem' },
      boxShadow: {
        card: '0 1px 2px rgb(15 18 34 / 0.06), 0 8px 24px -12px rgb(15 18 34 / 0.18)',
        lift: '0 2px 4px rgb(15 18 34 / 0.06), 0 24px 48px -20px rgb(15 18 34 / 0.35)',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      const stack = (...faces: string[]) =>
        [...faces.map((face) => `'${face}'`), ...defaultTheme.fontFamily.sans].join(', ')
      const arabic = stack('IBM Plex Sans Arabic', 'Plex Latin', 'Plex Arabic Fallback')
      // The theme's colours: dark when chosen (the `dark` class), or when no theme was chosen and
      // the system prefers it, as `dark:` reads it (darkMode above).
      addBase({
        ':root': THEMES.light,
        '.dark': THEMES.dark,
        '@media (prefers-color-scheme: dark)': { ':root:not(.light)': THEMES.dark },
      })
      addBase({
        ':root': {
          '--font-body': stack('Inter Variable', 'Inter Fallback', 'IBM Plex Sans Arabic'),
          '--font-heading': stack(
            'Bricolage Grotesque Variable',
            'Bricolage Fallback',
            'IBM Plex Sans Arabic',
          ),
        },
        ':root:lang(ar)': { '--font-body': arabic, '--font-heading': arabic },
      })
    }),
  ],
} satisfies Config
