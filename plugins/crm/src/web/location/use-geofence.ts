import { apiRequest, toast, useTranslation } from '@ecohub/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ALERTS_SHOWN,
  FIRST_FIX_MAX_AGE_MS,
  GEOFENCE_RADIUS_MILES,
  LOCATION_REFRESH_MS,
  LOCATION_TIMEOUT_MS,
  type LocationAlert,
  type LocationUpdateResult,
  NEARBY_TOAST_MS,
  type NearbyContact,
  UPDATE_MAX_AGE_MS,
} from '../../shared/index.ts';
import { withQuery } from '../api.ts';

const fixOptions = (maximumAge: number): PositionOptions => ({
  enableHighAccuracy: true,
  timeout: LOCATION_TIMEOUT_MS,
  maximumAge,
});

/**
 * Geofence tracking (spec 001 §4, §8, §9): off; on after a successful first fix; then an update
 * every 120 s; stop, or leaving the screen, clears it. High accuracy, 10 s time-out, cached
 * positions up to 5 min old for the first fix and 1 min for updates. Each new alert is a
 * 'Contact Nearby!' notice for 10 s; the last 5 are listed.
 */
export function useGeofence() {
  const { t } = useTranslation('crm');
  const [tracking, setTracking] = useState(false);
  const [address, setAddress] = useState<string | null>(null);
  const [alerts, setAlerts] = useState<LocationAlert[]>([]);
  const [nearby, setNearby] = useState<NearbyContact[]>([]);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  // Leaving the screen stops the updates.
  useEffect(() => clear, [clear]);

  const send = useCallback(
    async (pos: GeolocationPosition) => {
      const { latitude, longitude, accuracy } = pos.coords;
      try {
        const r = await apiRequest<LocationUpdateResult>('POST', '/api/location/update', {
          body: { latitude, longitude, accuracy },
        });
        setAddress(r.location.address);
        for (const a of r.alerts)
          toast(t('geofence.nearbyToast'), { description: a.message, duration: NEARBY_TOAST_MS });
        if (r.alerts.length) setAlerts((prev) => [...r.alerts, ...prev].slice(0, ALERTS_SHOWN));
      } catch {
        toast.error(t('geofence.failedTitle'), { description: t('geofence.failedText') });
        return;
      }
      try {
        const url = withQuery('/api/location/nearby-contacts', {
          latitude,
          longitude,
          radius: GEOFENCE_RADIUS_MILES,
        });
        setNearby(await apiRequest<NearbyContact[]>('GET', url));
      } catch (err) {
        // Spec 001 §8: nearby-contact fetch errors are only logged.
        console.error(err);
      }
    },
    [t],
  );

  const failed = useCallback(
    (err: GeolocationPositionError) => {
      if (err.code === err.PERMISSION_DENIED)
        toast.error(t('geofence.deniedTitle'), { description: t('geofence.deniedText') });
      else toast.error(t('geofence.failedTitle'), { description: t('geofence.failedText') });
    },
    [t],
  );

  const start = useCallback(() => {
    if (!('geolocation' in navigator)) {
      toast.error(t('geofence.notSupportedTitle'), { description: t('geofence.notSupportedText') });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setTracking(true);
        toast(t('geofence.startedTitle'), {
          description: t('geofence.startedText', { miles: GEOFENCE_RADIUS_MILES }),
        });
        void send(pos);
        clear();
        timer.current = setInterval(() => {
          navigator.geolocation.getCurrentPosition(
            (p) => void send(p),
            failed,
            fixOptions(UPDATE_MAX_AGE_MS),
          );
        }, LOCATION_REFRESH_MS);
      },
      failed,
      fixOptions(FIRST_FIX_MAX_AGE_MS),
    );
  }, [t, send, failed, clear]);

  const stop = useCallback(() => {
    clear();
    setTracking(false);
    setAddress(null);
    setNearby([]);
    toast(t('geofence.stoppedTitle'));
  }, [t, clear]);

  return { tracking, address, alerts, nearby, start, stop };
}
