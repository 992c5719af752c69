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
import { ALERTS_SHOWN, GEOFENCE_RADIUS_MILES } from '../../shared/index.ts';
import { useGeofence } from './use-geofence.ts';

/** The geofence tracking panel of the CRM tab (spec 001 §2.4): start/stop, where you are, who is near. */
export function GeofenceCard() {
  const { t } = useTranslation('crm');
  const g = useGeofence();
  return (
    <Card data-testid="geofence-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{t('geofence.title')}</CardTitle>
          <CardDescription>{t('geofence.description', { miles: GEOFENCE_RADIUS_MILES })}</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={g.tracking ? 'default' : 'secondary'}>
            {t(g.tracking ? 'geofence.on' : 'geofence.off')}
          </Badge>
          {g.tracking ? (
            <Button size="sm" variant="outline" onClick={g.stop}>
              {t('geofence.stop')}
            </Button>
          ) : (
            <Button size="sm" onClick={g.start}>
              {t('geofence.start')}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {g.tracking && (
          <p>
            <span className="text-muted-foreground">{t('geofence.currentLocation')}: </span>
            <span data-testid="geofence-address">{g.address ?? t('geofence.locating')}</span>
          </p>
        )}
        {g.tracking && (
          <div>
            <p className="mb-1 font-medium">{t('geofence.nearbyList', { miles: GEOFENCE_RADIUS_MILES })}</p>
            {g.nearby.length === 0 ? (
              <p className="text-muted-foreground">
                {t('geofence.nearbyEmpty', { miles: GEOFENCE_RADIUS_MILES })}
              </p>
            ) : (
              <ul className="space-y-1" data-testid="geofence-nearby">
                {g.nearby.map((c) => (
                  <li key={c.id} className="flex flex-wrap justify-between gap-2">
                    <span className="break-all">
                      {`${c.first_name} ${c.last_name}`.trim() || c.email}
                      {c.company && <span className="text-muted-foreground"> · {c.company}</span>}
                      {c.contact_type && (
                        <Badge variant="outline" className="ml-2">
                          {t(`geofence.types.${c.contact_type}`)}
                        </Badge>
                      )}
                    </span>
                    <span className="text-muted-foreground">
                      {t('geofence.miles', { miles: c.distance_miles })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {g.alerts.length > 0 && (
          <div>
            <p className="mb-1 font-medium">{t('geofence.alertsTitle')}</p>
            <ul className="space-y-1" data-testid="geofence-alerts">
              {g.alerts.slice(0, ALERTS_SHOWN).map((a) => (
                <li key={a.id}>{a.message}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
