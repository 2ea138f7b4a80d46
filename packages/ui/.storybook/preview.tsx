import type { Decorator, Preview } from '@storybook/react-vite';
import { DEFAULT_LOCALE, isSupportedLocale, toLanguageTag } from '@storefront/domain';
import '../src/styles/tokens.css';

// The toolbar's locale reaches every story that takes a `locale` arg, and sets the document
// language so the font stack picks the Traditional or Simplified Chinese faces.
const withLocale: Decorator = (Story, context) => {
  const global: unknown = context.globals['locale'];
  const locale = isSupportedLocale(global) ? global : DEFAULT_LOCALE;
  document.documentElement.lang = toLanguageTag(locale);
  return 'locale' in context.args ? <Story args={{ ...context.args, locale }} /> : <Story />;
};

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'tw', title: '繁體中文 (tw)' },
          { value: 'cn', title: '简体中文 (cn)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Accessibility violations fail the story tests, not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
