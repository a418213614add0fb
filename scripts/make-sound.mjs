// Synthesizes a short, soft welcome chime and writes it as a 16-bit PCM mono WAV.
// Dependency-free: run with `node scripts/make-sound.mjs`.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SAMPLE_RATE = 22050;
const DURATION = 1.2; // seconds
const PEAK_DB = -6; // target peak level in dBFS
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), "../public/sounds/welcome.wav");

// Major arpeggio (C5, E5, G5, C6), staggered like a soft door chime.
const notes = [
  { freq: 523.25, start: 0.0, gain: 1.0 },
  { freq: 659.25, start: 0.12, gain: 0.85 },
  { freq: 783.99, start: 0.24, gain: 0.8 },
  { freq: 1046.5, start: 0.38, gain: 0.45 },
];

// Bell-like partials: [frequency ratio, relative amplitude, decay time constant (s)].
const partials = [
  [1.0, 1.0, 0.42],
  [2.0, 0.32, 0.22],
  [2.76, 0.08, 0.12], // slightly inharmonic "bell" shimmer
  [3.0, 0.1, 0.1],
  [4.07, 0.04, 0.06],
];

const ATTACK = 0.008; // raised-cosine attack (no clicks)
const FADE_OUT = 0.12; // gentle tail fade so the file ends at silence

const n = Math.round(SAMPLE_RATE * DURATION);
const buf = new Float64Array(n);

for (const note of notes) {
  const s0 = Math.round(note.start * SAMPLE_RATE);
  for (let i = s0; i < n; i++) {
    const t = (i - s0) / SAMPLE_RATE;
    const env = t < ATTACK ? 0.5 - 0.5 * Math.cos((Math.PI * t) / ATTACK) : 1;
    let v = 0;
    for (const [ratio, amp, tau] of partials) {
      const f = note.freq * ratio;
      if (f >= SAMPLE_RATE / 2) continue;
      v += amp * Math.exp(-t / tau) * Math.sin(2 * Math.PI * f * t);
    }
    buf[i] += note.gain * env * v;
  }
}

// Tail fade-out.
const fadeN = Math.round(FADE_OUT * SAMPLE_RATE);
for (let i = 0; i < fadeN; i++) {
  const k = n - fadeN + i;
  buf[k] *= 0.5 + 0.5 * Math.cos((Math.PI * i) / fadeN);
}

// Normalise to the target peak.
let peak = 0;
for (const v of buf) peak = Math.max(peak, Math.abs(v));
const target = 10 ** (PEAK_DB / 20);
const scale = peak > 0 ? target / peak : 0;

const dataBytes = n * 2;
const wav = Buffer.alloc(44 + dataBytes);
wav.write("RIFF", 0, "ascii");
wav.writeUInt32LE(36 + dataBytes, 4);
wav.write("WAVE", 8, "ascii");
wav.write("fmt ", 12, "ascii");
wav.writeUInt32LE(16, 16); // fmt chunk size
wav.writeUInt16LE(1, 20); // PCM
wav.writeUInt16LE(1, 22); // mono
wav.writeUInt32LE(SAMPLE_RATE, 24);
wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
wav.writeUInt16LE(2, 32); // block align
wav.writeUInt16LE(16, 34); // bits per sample
wav.write("data", 36, "ascii");
wav.writeUInt32LE(dataBytes, 40);
for (let i = 0; i < n; i++) {
  const s = Math.max(-1, Math.min(1, buf[i] * scale));
  wav.writeInt16LE(Math.round(s * 32767), 44 + i * 2);
}

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, wav);
console.log(`Wrote ${OUT} (${wav.length} bytes, ${DURATION}s @ ${SAMPLE_RATE} Hz, peak ${PEAK_DB} dBFS)`);
