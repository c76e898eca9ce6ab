import { useEffect, useRef } from 'react';
import type { AMapMap, AMapMarker, AMapNamespace } from '../amap';
import type { Place } from '../places';
import styles from './AmapCanvas.module.css';

interface Props {
  amap: AMapNamespace;
  centre: { lng: number; lat: number };
  places: Place[];
  selectedKey: string | null;
  onSelect(place: Place): void;
}

const ZOOM = 15;

/** The AMap 1.4.4 map: one marker per place, fitted into view; tapping a marker selects its place. */
export function AmapCanvas({ amap, centre, places, selectedKey, onSelect }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<AMapMap | null>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const { lng, lat } = centre;
  useEffect(() => {
    if (!container.current) return;
    const map = new amap.Map(container.current, { center: [lng, lat], zoom: ZOOM, resizeEnable: true });
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      map.destroy();
    };
  }, [amap, lng, lat]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers: AMapMarker[] = places.map((p) => {
      const marker = new amap.Marker({ map, position: [p.lng, p.lat], title: p.name, extData: p.key });
      marker.on('click', () => onSelectRef.current(p));
      return marker;
    });
    if (markers.length > 0) map.setFitView(markers);
    else map.setCenter([lng, lat]);
    return () => map.remove(markers);
  }, [amap, places, lng, lat]);

  const selected = places.find((p) => p.key === selectedKey);
  const selLng = selected?.lng;
  const selLat = selected?.lat;
  useEffect(() => {
    if (selLng !== undefined && selLat !== undefined) mapRef.current?.setCenter([selLng, selLat]);
  }, [selLng, selLat]);

  return <div ref={container} className={styles.canvas} role="application" aria-label="地图" />;
}
