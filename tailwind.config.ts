import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          300: '#8cbfff',
          400: '#5aa2ff',
          500: '#2f7bf5',
          600: '#1f5fd6',
          700: '#1b4bab',
          900: '#14264f',
        },
      },
    },
  },
  plugins: [],
} satisfies Config
