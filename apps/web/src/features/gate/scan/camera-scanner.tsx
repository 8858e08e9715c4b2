import { CameraOff, ScanLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { createQrReader, type QrReader } from './qr-reader';

/** How often a frame is looked at: often enough to feel instant, light on a phone's battery. */
const FRAME_EVERY_MS = 150;
/** After a pass is read, the camera rests this long, so the guard can turn to the next student. */
const PAUSE_AFTER_READ_MS = 1_500;
/**
 * A code read again within this long of last being seen is the same pass still in front of the
 * camera: it is not read twice, however long it stays, until it has been out of sight this long.
 */
const SAME_CODE_MS = 3_000;
/** Frames are scaled down to this width at most before reading: plenty for a pass held up. */
const FRAME_WIDTH = 720;

type Phase = 'starting' | 'scanning' | 'read';

/** Why the camera did not start, in words the guard can act on. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is blocked for this site. Allow it in the browser’s settings, or type the roll number.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'This phone has no camera the browser can use. Type the roll number instead.';
  }
  if (name === 'NotReadableError') {
    return 'Another app is using the camera. Close it and try again, or type the roll number.';
  }
  return 'The camera could not be started. Type the roll number instead.';
}

type CameraScannerProps = {
  /** A pass read from the camera, at most once per pass held up. */
  onCode: (code: string) => void;
  onClose: () => void;
};

/**
 * The rear camera, read continuously: each pass read is handed on once, then the camera rests a
 * moment and goes on with the next student. A pass that stays in front of the camera is not read
 * again until it has been out of sight for a few seconds. Stopped (the camera light goes off) when closed or when the page is left.
 */
export function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const lastRead = useRef<{ code: string; at: number } | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    // Rendered with the component, and there until it goes: read once, for the cleanup too.
    const video = videoRef.current;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let readerFailed = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    function stopTracks() {
      for (const track of stream?.getTracks() ?? []) track.stop();
    }

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        throw new DOMException('No camera access on this page', 'NotFoundError');
      }
      const [reader, media] = await Promise.all([
        createQrReader(),
        navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
        }),
      ]);
      stream = media;
      // Closed while the camera was starting: the cleanup has run, so its light goes off here.
      if (stopped || !video) {
        stopTracks();
        return;
      }
      video.srcObject = media;
      await video.play();
      if (stopped) return;
      setPhase('scanning');
      look(reader);
    }

    function next(reader: QrReader, delay: number) {
      if (!stopped) timer = window.setTimeout(() => void look(reader), delay);
    }

    async function look(reader: QrReader) {
      if (stopped || !video || !context) return;
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
        next(reader, FRAME_EVERY_MS);
        return;
      }
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const code = await reader(canvas).catch((error: unknown) => {
        // A fault in reading, not a frame without a code: said once, then the camera goes on.
        if (!readerFailed) console.error('The QR reader failed:', error);
        readerFailed = true;
        return null;
      });
      if (stopped) return;
      const now = Date.now();
      const last = lastRead.current;
      if (!code || (last && last.code === code && now - last.at < SAME_CODE_MS)) {
        if (code && last) last.at = now; // still in sight
        next(reader, FRAME_EVERY_MS);
        return;
      }
      lastRead.current = { code, at: now };
      setPhase('read');
      onCodeRef.current(code);
      timer = window.setTimeout(() => {
        if (stopped) return;
        setPhase('scanning');
        void look(reader);
      }, PAUSE_AFTER_READ_MS);
    }

    start().catch((error: unknown) => {
      if (!stopped) setProblem(cameraProblem(error));
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopTracks();
      if (video) video.srcObject = null;
    };
  }, []);

  return (
    <div className="space-y-3">
      {problem ? (
        <p
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-900"
        >
          <CameraOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          {problem}
        </p>
      ) : (
        <div className="relative overflow-hidden rounded-xl bg-slate-900">
          {/* What the camera sees, for aiming; the status line below says what happens. */}
          <video
            ref={videoRef}
            aria-hidden="true"
            muted
            playsInline
            className="aspect-video w-full object-cover sm:aspect-[4/3]"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[12%] rounded-lg border-4 border-white/80"
          />
        </div>
      )}
      {!problem && (
        <p role="status" className="flex items-center gap-2 text-lg font-medium text-slate-800">
          <ScanLine aria-hidden="true" className="size-6 shrink-0 text-indigo-600" />
          {phase === 'starting'
            ? 'Starting the camera…'
            : phase === 'read'
              ? 'Pass read. Next student in a moment.'
              : 'Point the camera at the student’s pass.'}
        </p>
      )}
      <Button variant="secondary" onClick={onClose} className="min-h-14 w-full text-lg">
        <CameraOff aria-hidden="true" className="size-6" />
        Stop camera
      </Button>
    </div>
  );
}
