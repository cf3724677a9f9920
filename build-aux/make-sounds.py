#!/usr/bin/env python3
# make-sounds.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Herald's sounds, of our own making: synthesised here from sine, triangle and sawtooth waves
# and seeded noise (no recording, no sample library), written as 22.05 kHz mono WAV and encoded
# with oggenc (Debian: vorbis-tools) into data/sounds/*.ogg. The .ogg files are committed; the
# build does not run this script. Run it again to change a sound:
#
#   build-aux/make-sounds.py data/sounds
#
# The same seed gives the same samples; the .ogg files differ from run to run all the same
# (oggenc picks a random stream serial number), so commit only the sounds you meant to change.

import math
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave

RATE = 22050


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(base, other, at=0.0, gain=1.0):
    start = int(RATE * at)
    if len(base) < start + len(other):
        base.extend([0.0] * (start + len(other) - len(base)))
    for i, v in enumerate(other):
        base[start + i] += v * gain
    return base


def envelope(samples, attack, release, curve=3.0):
    n = len(samples)
    a = max(1, int(RATE * attack))
    for i in range(n):
        gain = min(1.0, i / a)
        tail = (n - i) / max(1, n - a)
        gain *= tail ** curve if release else 1.0
        samples[i] *= gain
    return samples


def tone(freq, seconds, shape="sine", vibrato=0.0, vib_rate=5.0, glide=0.0):
    out = []
    phase = 0.0
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + glide * t / seconds) * (1.0 + vibrato * math.sin(2 * math.pi * vib_rate * t))
        phase += f / RATE
        p = phase % 1.0
        if shape == "sine":
            v = math.sin(2 * math.pi * p)
        elif shape == "triangle":
            v = 4 * abs(p - 0.5) - 1
        elif shape == "saw":
            # a softened sawtooth: the first harmonics only
            v = sum(math.sin(2 * math.pi * k * phase) / k for k in range(1, 7)) * 0.6
        else:
            raise ValueError(shape)
        out.append(v)
    return out


def noise(seconds, rng, lowpass=0.3):
    out = []
    y = 0.0
    for _ in range(int(RATE * seconds)):
        y += lowpass * (rng.uniform(-1, 1) - y)
        out.append(y)
    return out


def note(freq, seconds, shape="triangle", attack=0.01, curve=2.0, **kw):
    return envelope(tone(freq, seconds, shape, **kw), attack, True, curve)


def dice(rng):
    # a handful of hard little knocks: the dice tumbling on the table
    out = silence(0.55)
    t = 0.0
    for k in range(6):
        knock = envelope(noise(0.045, rng, 0.55), 0.001, True, 4.0)
        knock = mix(knock, note(rng.uniform(900, 1500), 0.04, "sine", 0.001, 5.0), 0, 0.5)
        mix(out, knock, t, 0.9 - 0.1 * k)
        t += rng.uniform(0.05, 0.11)
    return out


def ship(rng):
    # a wave against the hull and a creak of the mast
    wave_ = envelope(noise(0.9, rng, 0.04), 0.35, True, 1.5)
    creak = note(180, 0.35, "saw", 0.05, 2.0, glide=0.25, vibrato=0.03, vib_rate=23)
    return mix(mix(silence(0.9), wave_, 0, 2.2), creak, 0.3, 0.25)


def horn(rng):
    # the barbarians' horn: a low fifth, swelling, with a slow waver
    out = silence(1.7)
    for freq, gain in ((110, 0.5), (165, 0.3), (220, 0.12)):
        mix(out, envelope(tone(freq, 1.6, "saw", vibrato=0.006, vib_rate=4.5), 0.35, True, 0.8), 0, gain)
    return out


def defence(rng):
    # Catan holds: a bright rising call
    out = silence(1.0)
    for i, (freq, at) in enumerate(((523.25, 0.0), (659.25, 0.14), (783.99, 0.28))):
        mix(out, note(freq, 0.7 - at, "triangle", 0.01, 2.0), at, 0.45)
    mix(out, note(1046.5, 0.5, "sine", 0.02, 2.0), 0.42, 0.3)
    return out


def city_lost(rng):
    # a city falls: a falling minor line over a dull thud
    out = silence(1.3)
    for freq, at in ((392.0, 0.0), (311.13, 0.22), (261.63, 0.44)):
        mix(out, note(freq, 0.8, "triangle", 0.01, 2.5), at, 0.4)
    thud = envelope(noise(0.4, rng, 0.03), 0.002, True, 3.0)
    mix(out, thud, 0.44, 2.5)
    mix(out, note(65.41, 0.6, "sine", 0.005, 3.0), 0.44, 0.6)
    return out


def victory(rng):
    # a small fanfare: C E G C', then the chord held
    out = silence(2.2)
    line = ((523.25, 0.0), (659.25, 0.15), (783.99, 0.3), (1046.5, 0.45))
    for freq, at in line:
        mix(out, note(freq, 0.35, "triangle", 0.01, 1.5), at, 0.4)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        mix(out, envelope(tone(freq, 1.5, "triangle", vibrato=0.004), 0.03, True, 1.5), 0.65, 0.22)
    return out


def chime(rng):
    # the turn's time is up: two soft bell notes, gentle on purpose
    out = silence(1.6)
    for freq, at in ((880.0, 0.0), (659.25, 0.35)):
        bell = note(freq, 1.2, "sine", 0.005, 3.0)
        mix(bell, note(freq * 2.76, 0.5, "sine", 0.002, 4.0), 0, 0.15)
        mix(out, bell, at, 0.35)
    return out


SOUNDS = {
    "dice": dice,
    "ship": ship,
    "horn": horn,
    "defence": defence,
    "city-lost": city_lost,
    "victory": victory,
    "chime": chime,
}


def write_wav(path, samples):
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = 0.8 / peak
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v * scale)) * 32767))
                               for v in samples))


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else "data/sounds"
    if shutil.which("oggenc") is None:
        sys.exit("make-sounds: oggenc is needed (Debian: vorbis-tools)")
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in SOUNDS.items():
            rng = random.Random(name)  # one seed per sound: each reproducible on its own
            wav = os.path.join(tmp, name + ".wav")
            write_wav(wav, make(rng))
            subprocess.run(["oggenc", "--quiet", "-q", "1", "--resample", "22050",
                            "-t", "Herald: " + name, "-a", "The Herald authors",
                            "-c", "LICENSE=GPL-3.0-or-later",
                            "-o", os.path.join(out_dir, name + ".ogg"), wav], check=True)
            print(name + ".ogg", os.path.getsize(os.path.join(out_dir, name + ".ogg")), "bytes")


if __name__ == "__main__":
    main()
