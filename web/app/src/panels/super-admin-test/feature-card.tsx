import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useTranslation,
} from '@ecohub/web-kit';
import { CheckCircle2Icon, CircleDashedIcon, XCircleIcon } from 'lucide-react';

export interface AdminFeature {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
}

export interface FeatureState {
  result: 'pending' | 'success' | 'error';
  details: string;
}

const icon = { pending: CircleDashedIcon, success: CheckCircle2Icon, error: XCircleIcon };
const badge = { pending: 'secondary', success: 'success', error: 'destructive' } as const;

export function FeatureCard({
  feature,
  state,
  disabled,
  onTest,
}: {
  feature: AdminFeature;
  state?: FeatureState;
  disabled: boolean;
  onTest(): void;
}) {
  const { t } = useTranslation('app');
  const Icon = state ? icon[state.result] : null;
  return (
    <Card data-testid={`feature-${feature.id}`}>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          {feature.name}
          <Badge variant={feature.enabled ? 'outline' : 'secondary'}>
            {feature.enabled ? t('superTest.enabled') : t('superTest.disabled')}
          </Badge>
        </CardTitle>
        <CardDescription>{feature.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {state && Icon && (
          <div className="flex items-start gap-2 text-sm">
            <Badge variant={badge[state.result]}>
              <Icon />
              {t(`superTest.results.${state.result}`)}
            </Badge>
            <span className="text-muted-foreground">{state.details}</span>
          </div>
        )}
        <Button variant="outline" onClick={onTest} disabled={disabled || state?.result === 'pending'}>
          {t('superTest.testFeature')}
        </Button>
      </CardContent>
    </Card>
  );
}
