import { useEffect, useRef, useState } from 'react';

const CSS = `
.panorama{display:grid;gap:8px}
.panorama__stage{position:relative;aspect-ratio:16/9;overflow:hidden;border-radius:8px;background:#222}
.panorama__stage img{display:block;width:100%;height:100%;object-fit:cover}
.panorama__start{justify-self:start;min-height:44px;padding:0 18px;border:0;border-radius:6px;background:#8a3d00;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.panorama__note{margin:0;color:#555;font-size:14px}
`;

type State = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * VR720: the project's show flat as a panorama to look around in. Until the visitor asks, the
 * page shows the flat picture only; the viewer (Photo Sphere Viewer, on WebGL) loads on the
 * click, so no one pays for it who does not use it. Without WebGL the flat picture stays.
 */
export function PanoramaViewer({ src, name }: { src: string; name: string }) {
  const stage = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('idle');
  const viewer = useRef<{ destroy(): void } | null>(null);

  useEffect(() => () => viewer.current?.destroy(), []);

  const start = async () => {
    if (!stage.current || state === 'loading' || state === 'ready') return;
    setState('loading');
    try {
      const [{ Viewer }] = await Promise.all([
        import('@photo-sphere-viewer/core'),
        import('@photo-sphere-viewer/core/index.css'),
      ]);
      stage.current.replaceChildren();
      viewer.current = new Viewer({
        container: stage.current,
        panorama: src,
        caption: `${name} VR720`,
        navbar: ['zoom', 'move', 'caption', 'fullscreen'],
        lang: {
          zoom: '縮放',
          zoomOut: '縮小',
          zoomIn: '放大',
          moveUp: '往上',
          moveDown: '往下',
          moveLeft: '往左',
          moveRight: '往右',
          fullscreen: '全螢幕',
          loadError: '環景圖無法載入',
        },
      });
      setState('ready');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="panorama" data-testid="panorama" data-state={state}>
      <style href="@591/newhouse/panorama" precedence="default">
        {CSS}
      </style>
      <div className="panorama__stage" ref={stage}>
        <img src={src} alt={`${name}樣品屋環景`} loading="lazy" decoding="async" />
      </div>
      {state !== 'ready' && (
        <button
          type="button"
          className="panorama__start"
          onClick={start}
          disabled={state === 'loading'}
        >
          {state === 'loading' ? '載入中…' : '開始 VR720 看屋'}
        </button>
      )}
      {state === 'failed' && (
        <p className="panorama__note" role="alert">
          這個瀏覽器無法顯示環景（需要 WebGL），以上是樣品屋的全景照片。
        </p>
      )}
    </div>
  );
}
