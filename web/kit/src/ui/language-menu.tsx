import { LanguagesIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { LANGUAGES, offeredLanguage, setLanguage, useTranslation } from '../i18n/index.ts';
import { cn } from './cn.ts';

export interface LanguageMenuProps {
  className?: string;
  /** Shown as the menu's tooltip and read after its label (e.g. what stays untranslated). */
  description?: string;
}

/**
 * The translation widget: a labelled native select (keyboard and screen-reader friendly on every
 * platform) of LANGUAGES, each named in itself. Choosing one downloads its strings, then switches
 * the whole UI, keeps the choice and sets `<html lang dir>`.
 */
export function LanguageMenu({ className, description }: LanguageMenuProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const current = offeredLanguage(i18n.language) ?? 'en';
  const choose = (code: string) => {
    setPending(code);
    // A failed download leaves the language as it was; the select shows it again.
    setLanguage(code)
      .catch(() => {})
      .finally(() => setPending(null));
  };
  return (
    <div className={cn('inline-flex items-center gap-2', className)} data-language-menu="">
      <label htmlFor={id} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <LanguagesIcon aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('language')}</span>
      </label>
      <select
        id={id}
        value={pending ?? current}
        onChange={(e) => choose(e.target.value)}
        aria-busy={pending !== null}
        aria-describedby={description ? `${id}-description` : undefined}
        title={description}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} dir={l.dir}>
            {l.name}
          </option>
        ))}
      </select>
      {description && (
        <span id={`${id}-description`} className="sr-only">
          {description}
        </span>
      )}
    </div>
  );
}
