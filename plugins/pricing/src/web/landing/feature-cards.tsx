import { useTranslation } from '@ecohub/web-kit';
import { BarChart3Icon, CalendarIcon, GlobeIcon, MailIcon, UsersIcon, UsersRoundIcon } from 'lucide-react';
import { Link } from 'wouter';

const CARDS = [
  { key: 'contacts', href: '/contacts', icon: UsersIcon },
  { key: 'marketing', href: '/marketing', icon: MailIcon },
  { key: 'scheduler', href: '/scheduler', icon: CalendarIcon },
  { key: 'dashboard', href: '/dashboard', icon: BarChart3Icon },
  { key: 'team', href: '/techstack', icon: UsersRoundIcon },
  { key: 'languages', href: '/techstack', icon: GlobeIcon },
] as const;

/** Six cards that flip on hover, and on keyboard focus (the back holds the link). */
export function FeatureCards() {
  const { t } = useTranslation('pricing');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {CARDS.map(({ key, href, icon: Icon }) => {
        const [title, text] = t(`landing.cards.${key}`, { returnObjects: true }) as [string, string];
        return (
          <div key={key} className="group h-44 [perspective:1000px]" data-testid={`feature-${key}`}>
            <div className="relative h-full w-full transition-transform duration-500 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] group-focus-within:[transform:rotateY(180deg)]">
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl border bg-card p-6 [backface-visibility:hidden]">
                <Icon className="size-8 text-primary" />
                <h3 className="text-lg font-semibold">{title}</h3>
              </div>
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl border bg-primary p-6 text-center text-primary-foreground [backface-visibility:hidden] [transform:rotateY(180deg)]">
                <p className="text-sm">{text}</p>
                <Link
                  href={href}
                  className="rounded-md bg-background px-3 py-1 text-sm text-foreground underline-offset-4 focus:outline-2"
                >
                  {t('landing.open')} {title}
                </Link>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
