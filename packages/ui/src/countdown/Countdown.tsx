import { useEffect, useId, useRef, useState } from 'react';
import './Countdown.css';

/** Texts of a countdown; the app passes them translated. */
export interface CountdownLabels {
  /** Names the timer, e.g. 'Time left to pay'. */
  readonly label: string;
  /** Spoken once a minute in the last minutes, e.g. `(minutes) => t('…', { minutes })`. */
  readonly minutesLeft: (minutes: number) => string;
  /** Spoken when the time is up. */
  readonly expired: string;
}

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** The instant the time runs out, in ms since the epoch. */
  readonly until: number;
  /** Called once when the time runs out (at once when `until` has passed already). */
  readonly onExpire?: () => void;
  readonly labels?: Partial<CountdownLabels>;
}

const DEFAULT_LABELS: CountdownLabels = {
  label: 'Time left',
  minutesLeft: (minutes) => `${minutes} min left`,
  expired: 'Time is up',
};

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
/** The minutes left at which the live region speaks: each whole minute of the last five. */
const ANNOUNCED_MINUTES = [5, 4, 3, 2, 1];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Time left as hh:mm:ss from an hour up, mm:ss below; whole seconds, rounded up so 00:00 means the time is up. */
function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / SECOND_MS);
  const hours = Math.floor(seconds / 3600);
  const clock = `${twoDigits(Math.floor((seconds % 3600) / 60))}:${twoDigits(seconds % 60)}`;
  return hours > 0 ? `${twoDigits(hours)}:${clock}` : clock;
}

/** The time left as an ISO 8601 duration, for the time element's machine-readable value. */
function isoDuration(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / SECOND_MS);
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
}

// The visible clock changes every second inside role="timer", which is not live, so a screen reader
// reads it when asked and is not interrupted each second; a separate polite region speaks each of
// the last five whole minutes and the end. The clock's width is fixed in ch of tabular digits, so
// its ticking moves nothing around it.
/** Time left until an instant, ticking each second; stops at zero and calls onExpire. */
export function Countdown({ until, onExpire, labels }: CountdownProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const labelId = useId();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(until - now);
  const expire = useRef(onExpire);
  const minutesLeft = useRef(text.minutesLeft);
  const expired = useRef(text.expired);
  useEffect(() => {
    expire.current = onExpire;
    minutesLeft.current = text.minutesLeft;
    expired.current = text.expired;
  });

  useEffect(() => {
    // Answers whether the time is up (then it has said so and called onExpire).
    const tick = (): boolean => {
      const current = Date.now();
      const left = until - current;
      const crossed = ANNOUNCED_MINUTES.find(
        (minutes) => previous.current > minutes * MINUTE_MS && left <= minutes * MINUTE_MS && left > 0,
      );
      previous.current = left;
      setNow(current);
      if (left <= 0) {
        setAnnouncement(expired.current);
        expire.current?.();
        return true;
      }
      if (crossed !== undefined) setAnnouncement(minutesLeft.current(crossed));
      return false;
    };
    previous.current = until - Date.now();
    if (previous.current <= 0) {
      tick();
      return undefined;
    }
    const timer = setInterval(() => {
      if (tick()) clearInterval(timer);
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [until]);

  const left = Math.max(0, until - now);
  const long = left >= HOUR_MS;
  return (
    <div className="sf-countdown">
      <span className="sf-countdown__timer" role="timer" aria-labelledby={labelId}>
        <span id={labelId} className="sf-countdown__label">
          {text.label}
        </span>{' '}
        <time className={`sf-countdown__time${long ? ' sf-countdown__time--long' : ''}`} dateTime={isoDuration(left)}>
          {formatTimeLeft(left)}
        </time>
      </span>
      <span className="sf-countdown__announcement" role="status">
        {announcement}
      </span>
    </div>
  );
}
