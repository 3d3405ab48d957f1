// The short sound of a new bid (spec §4), generated with Web Audio: no file to download.
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let contextClass: AudioContextClass | null = null;

function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
    window?: { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  };
  return (
    scope.window?.AudioContext ??
    scope.window?.webkitAudioContext ??
    scope.AudioContext ??
    scope.webkitAudioContext ??
    null
  );
}

function audio(): AudioContext | null {
  const Class = audioContextClass();
  if (!Class) return null;
  if (!context || contextClass !== Class) {
    context = new Class();
    contextClass = Class;
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Two quick rising tones, quiet: noticeable without being alarming. */
export function playBidSound(): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    const start = ctx.currentTime;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.1);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.28);
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.3);
  } catch {
    // A sound is a courtesy: a browser that refuses it changes nothing else.
  }
}

/**
 * Browsers start audio suspended until the person interacts with the page: the first click or key
 * on the page wakes it, so that later bids can be heard.
 */
export function unlockBidSoundOnFirstGesture(doc: Document = document): () => void {
  const unlock = () => {
    try {
      audio();
    } catch {
      // Same as above.
    }
  };
  const options = { capture: true, once: true } as const;
  doc.addEventListener('pointerdown', unlock, options);
  doc.addEventListener('keydown', unlock, options);
  return () => {
    doc.removeEventListener('pointerdown', unlock, options);
    doc.removeEventListener('keydown', unlock, options);
  };
}
