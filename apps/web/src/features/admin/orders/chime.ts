/** What the browser lets the chime do: play, wait for a tap first, or nothing at all. */
export type ChimeState = 'on' | 'blocked' | 'unsupported'

export interface Chime {
  /** Asks the browser for sound; only works for sure inside a tap or a key press. */
  unlock(): Promise<ChimeState>
  /** Two short rising notes, when the browser allows sound; silent otherwise. */
  play(): void
}

/** How long unlock() waits for resume(): without a user gesture some browsers never settle it. */
const RESUME_WAIT_MS = 300

type AudioContextClass = typeof AudioContext

/** A short chime made with the Web Audio API: no sound file to download. */
export function createChime(): Chime {
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext)
  let context: AudioContext | undefined

  return {
    async unlock() {
      if (!Context) return 'unsupported'
      try {
        context ??= new Context()
        if (context.state !== 'running') {
          await Promise.race([
            context.resume(),
            new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS)),
          ])
        }
        return context.state === 'running' ? 'on' : 'blocked'
      } catch {
        return 'unsupported'
      }
    },
    play() {
      if (!context || context.state !== 'running') return
      const start = context.currentTime
      for (const [index, frequency] of [880, 1318.5].entries()) {
        const at = start + index * 0.16
        const tone = context.createOscillator()
        const volume = context.createGain()
        tone.type = 'sine'
        tone.frequency.value = frequency
        // A quick rise and a soft fall: no click at either end.
        volume.gain.setValueAtTime(0.0001, at)
        volume.gain.exponentialRampToValueAtTime(0.3, at + 0.02)
        volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.35)
        tone.connect(volume).connect(context.destination)
        tone.start(at)
        tone.stop(at + 0.4)
      }
    },
  }
}
