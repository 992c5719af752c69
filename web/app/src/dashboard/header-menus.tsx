import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  type LANGUAGES,
  useTranslation,
} from '@ecohub/web-kit';
import { LanguagesIcon, MoonIcon, SunIcon } from 'lucide-react';
import { setTheme, useTheme } from '../theme.ts';

/** The language switcher and the light/dark toggle. */
export function HeaderMenus({ languages }: { languages: typeof LANGUAGES }) {
  const { t, i18n } = useTranslation('app');
  const theme = useTheme();
  const flip = () => setTheme(theme === 'dark' ? 'light' : 'dark');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('common:language')}>
            <LanguagesIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t('common:language')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={i18n.language}
            onValueChange={(lng) => void i18n.changeLanguage(lng)}
          >
            {languages.map((l) => (
              <DropdownMenuRadioItem key={l.code} value={l.code}>
                {l.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="ghost" size="icon" onClick={flip} aria-label={t('common:theme.toggle')}>
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </Button>
    </>
  );
}
