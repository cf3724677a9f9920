/* herald-sounds.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The sounds of a step (issue 13, "the feel"): the dice, the ship's advance, the attack horn,
 * a defence won, a city lost, victory. They are our own (build-aux/make-sounds.py), Ogg
 * Vorbis in the GResource, played one after the other with GtkMediaFile, one stream per sound
 * made the first time it plays and sought back to its start after (GTK's media backend:
 * on Debian libgtk-4-media-gstreamer with gstreamer1.0-plugins-base; the GNOME runtime of the
 * Flatpak has it). Silent when:
 *  - the "sounds" preference is off (on by default: the table hears the dice and the horn);
 *  - the desktop asks for it: org.gnome.desktop.sound event-sounds is false, when that schema
 *    is installed (looked up, never assumed);
 *  - HERALD_SOUNDS=0 is in the environment (the tests set it).
 * No sound is ever an error the table must see, nor a line on the terminal: without an audio
 * output (no sound server's socket, no ALSA card: herald_sounds_get_available(), looked at
 * once) no sound is started at all, since GStreamer's sinks would each print their errors to
 * stderr for every sound ("ALSA lib …", "AL lib: …"); and a sound that fails all the same
 * silences the sounds for the rest of the session (a debug message), never a warning. */

#include "config.h"

#include "herald-sounds.h"

/* the longest sound is 2.2 s: a sound that neither ends nor fails within this is dropped */
#define SOUND_TIMEOUT_MS 4000
#define MAX_QUEUED 6

struct _HeraldSounds
{
  GObject         parent_instance;

  GSettings      *settings;          /* nullable: Herald's settings */
  GSettings      *desktop;           /* nullable: org.gnome.desktop.sound */
  GtkMediaStream *streams[HERALD_N_SOUNDS]; /* nullable: each sound's, made on first use */
  GtkMediaStream *playing;           /* nullable: one of @streams */
  HeraldSoundsStreamFunc stream_func; /* nullable: the tests' streams */
  gpointer        stream_data;
  guint           n_streams;         /* streams made */
  guint           timeout_id;
  GQueue          queue;             /* HeraldSound, as GUINT_TO_POINTER */
  guint           n_started;
  guint           n_requested;       /* asked for while enabled, heard or not */
  gboolean        failed;            /* a sound failed: silent for the rest of the session */
};

G_DEFINE_FINAL_TYPE (HeraldSounds, herald_sounds, G_TYPE_OBJECT)

static const char * const sound_files[HERALD_N_SOUNDS] = {
  "/io/github/herald/Herald/sounds/dice.ogg",
  "/io/github/herald/Herald/sounds/ship.ogg",
  "/io/github/herald/Herald/sounds/horn.ogg",
  "/io/github/herald/Herald/sounds/defence.ogg",
  "/io/github/herald/Herald/sounds/city-lost.ogg",
  "/io/github/herald/Herald/sounds/victory.ogg",
  "/io/github/herald/Herald/sounds/chime.ogg",
};

/**
 * herald_sound_get_resource:
 * @sound: a sound
 *
 * Returns: (nullable): the GResource path of @sound's Ogg Vorbis file, %NULL for no sound
 */
const char *
herald_sound_get_resource (HeraldSound sound)
{
  return sound < HERALD_N_SOUNDS ? sound_files[sound] : NULL;
}

/**
 * herald_sounds_for_outcomes:
 * @outcomes: (array length=n_outcomes): the outcomes of one step, as the session reports them
 * @n_outcomes: their number
 * @sounds: (out caller-allocates) (array fixed-size=4): the sounds, in the order they play
 *
 * What a step sounds like: the dice for a roll; the ship when it advances without landing;
 * the horn when it lands, then a defence won or a city lost; victory when someone won.
 *
 * Returns: the number of sounds, 0–4
 */
guint
herald_sounds_for_outcomes (const HeraldOutcome *outcomes,
                            guint                n_outcomes,
                            HeraldSound         *sounds)
{
  gboolean rolled = FALSE, advanced = FALSE, attack = FALSE, won = FALSE, lost = FALSE, winner = FALSE;
  guint n = 0;

  g_return_val_if_fail (outcomes != NULL || n_outcomes == 0, 0);
  g_return_val_if_fail (sounds != NULL, 0);

  for (guint i = 0; i < n_outcomes; i++)
    switch (outcomes[i].type)
      {
      case HERALD_OUTCOME_ROLLED:
        rolled = TRUE;
        break;
      case HERALD_OUTCOME_SHIP_ADVANCED:
        advanced = TRUE;
        break;
      case HERALD_OUTCOME_ATTACK:
        attack = TRUE;
        won = outcomes[i].catan_wins;
        break;
      case HERALD_OUTCOME_CITY_LOST:
        lost = TRUE;
        break;
      case HERALD_OUTCOME_WINNER:
        winner = TRUE;
        break;
      default:
        break;
      }

  if (rolled)
    sounds[n++] = HERALD_SOUND_DICE;
  if (attack)
    {
      sounds[n++] = HERALD_SOUND_HORN;
      if (won)
        sounds[n++] = HERALD_SOUND_DEFENCE;
      else if (lost)
        sounds[n++] = HERALD_SOUND_CITY_LOST;
    }
  else if (advanced)
    sounds[n++] = HERALD_SOUND_SHIP;
  if (winner)
    sounds[n++] = HERALD_SOUND_VICTORY;
  return n;
}

static GSettings *
desktop_sound_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, "org.gnome.desktop.sound", TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "event-sounds"))
    return NULL;
  return g_settings_new_full (schema, NULL, NULL);
}

/**
 * herald_sounds_get_enabled:
 * @self: the sounds
 *
 * Returns: whether a sound plays now: the "sounds" preference is on, the desktop has not
 *   turned event sounds off and HERALD_SOUNDS is not 0
 */
gboolean
herald_sounds_get_enabled (HeraldSounds *self)
{
  const char *env = g_getenv ("HERALD_SOUNDS");

  g_return_val_if_fail (HERALD_IS_SOUNDS (self), FALSE);

  if (env != NULL && (g_str_equal (env, "0") || g_ascii_strcasecmp (env, "off") == 0))
    return FALSE;
  if (self->desktop != NULL && !g_settings_get_boolean (self->desktop, "event-sounds"))
    return FALSE;
  if (self->settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;

      g_object_get (self->settings, "settings-schema", &schema, NULL);
      if (g_settings_schema_has_key (schema, "sounds"))
        return g_settings_get_boolean (self->settings, "sounds");
    }
  return TRUE;
}

/* Whether this machine has an audio output: a sound server's socket (PulseAudio, or
 * PipeWire's pulse: the desktop's and the Flatpak's way) or an ALSA card with a playback
 * device. Only files are looked at: nothing prints, nothing connects. */
static gboolean
audio_output_exists (void)
{
  const char *runtime = g_get_user_runtime_dir ();
  static const char * const sockets[] = { "pulse/native", "pipewire-0" };
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_getenv ("PULSE_SERVER") != NULL)
    return TRUE;
  for (guint i = 0; runtime != NULL && i < G_N_ELEMENTS (sockets); i++)
    {
      g_autofree char *path = g_build_filename (runtime, sockets[i], NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        return TRUE;
    }
  if (g_file_test ("/run/pulse/native", G_FILE_TEST_EXISTS))
    return TRUE;
  /* ALSA's playback devices are /dev/snd/pcmC<card>D<device>p */
  dir = g_dir_open ("/dev/snd", 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "pcmC") && g_str_has_suffix (name, "p"))
      return TRUE;
  return FALSE;
}

/**
 * herald_sounds_get_available:
 * @self: the sounds
 *
 * Returns: whether a sound can be heard at all: the machine has an audio output (looked at
 *   once per process: a sound server's socket or an ALSA playback device) and no sound
 *   failed in this session. Without it sounds are dropped without a word.
 */
gboolean
herald_sounds_get_available (HeraldSounds *self)
{
  static gsize exists = 0;

  g_return_val_if_fail (HERALD_IS_SOUNDS (self), FALSE);

  if (g_once_init_enter (&exists))
    {
      gboolean found = audio_output_exists ();

      if (!found)
        g_debug ("no audio output (no sound server, no ALSA card): Herald plays no sounds");
      g_once_init_leave (&exists, found ? 2 : 1);
    }
  return (exists == 2 || self->stream_func != NULL) && !self->failed;
}

static void play_next (HeraldSounds *self);

/* The sound stops; its stream stays, for the next time the sound plays (a stream that
 * failed goes, but then no sound plays any more) */
static void
stop_playing (HeraldSounds *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->playing != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->playing, self);
      gtk_media_stream_pause (self->playing);
      self->playing = NULL;
    }
}

/* @sound's stream, made the first time it plays: one GStreamer pipeline per sound for the
 * session, not one per sound played (≈ 1.3 M instructions on the main thread each) */
static GtkMediaStream *
get_stream (HeraldSounds *self,
            HeraldSound   sound)
{
  if (self->streams[sound] == NULL)
    {
      self->streams[sound] = self->stream_func != NULL
                             ? self->stream_func (sound_files[sound], self->stream_data)
                             : gtk_media_file_new_for_resource (sound_files[sound]);
      self->n_streams++;
    }
  return self->streams[sound];
}

/* Back to its start, to play again: a stream that ended, or was cut short */
static void
rewind_stream (GtkMediaStream *stream)
{
  if (gtk_media_stream_get_timestamp (stream) != 0 || gtk_media_stream_get_ended (stream))
    gtk_media_stream_seek (stream, 0);
}

static void
finished (HeraldSounds *self)
{
  stop_playing (self);
  play_next (self);
}

static void
stream_notify_cb (GtkMediaStream *stream,
                  GParamSpec     *pspec,
                  HeraldSounds   *self)
{
  const GError *error = gtk_media_stream_get_error (stream);

  if (error != NULL)
    {
      /* no backend, no device: the table plays on without sound, and the next sounds are
       * not tried (each would fail, and perhaps print, again) */
      g_debug ("sound not played: %s; no more sounds in this session", error->message);
      self->failed = TRUE;
      g_queue_clear (&self->queue);
      finished (self);
    }
  else if (gtk_media_stream_get_ended (stream))
    finished (self);
}

static gboolean
timeout_cb (gpointer user_data)
{
  HeraldSounds *self = user_data;

  self->timeout_id = 0;
  finished (self);
  return G_SOURCE_REMOVE;
}

static void
play_next (HeraldSounds *self)
{
  HeraldSound sound;

  if (self->playing != NULL || g_queue_is_empty (&self->queue))
    return;

  sound = GPOINTER_TO_UINT (g_queue_pop_head (&self->queue));
  self->playing = get_stream (self, sound);
  self->n_started++;
  g_signal_connect (self->playing, "notify::ended", G_CALLBACK (stream_notify_cb), self);
  g_signal_connect (self->playing, "notify::error", G_CALLBACK (stream_notify_cb), self);
  self->timeout_id = g_timeout_add (SOUND_TIMEOUT_MS, timeout_cb, self);
  if (gtk_media_stream_get_error (self->playing) != NULL)
    {
      stream_notify_cb (self->playing, NULL, self);
      return;
    }
  rewind_stream (self->playing);
  gtk_media_stream_play (self->playing);
}

/**
 * herald_sounds_play:
 * @self: the sounds
 * @sound: what to play
 *
 * Plays @sound after those already playing or waiting (at most 6 wait), when sounds are
 * enabled (herald_sounds_get_enabled()) and can be heard (herald_sounds_get_available());
 * otherwise nothing, and nothing is printed.
 */
void
herald_sounds_play (HeraldSounds *self,
                    HeraldSound   sound)
{
  g_return_if_fail (HERALD_IS_SOUNDS (self));
  g_return_if_fail (sound < HERALD_N_SOUNDS);

  if (!herald_sounds_get_enabled (self))
    return;
  self->n_requested++;
  if (!herald_sounds_get_available (self))
    return;
  if (g_queue_get_length (&self->queue) >= MAX_QUEUED)
    return;
  g_queue_push_tail (&self->queue, GUINT_TO_POINTER (sound));
  play_next (self);
}

/**
 * herald_sounds_play_outcomes:
 * @self: the sounds
 * @outcomes: (array length=n_outcomes): the outcomes of one step
 * @n_outcomes: their number
 *
 * Plays what the step sounds like (herald_sounds_for_outcomes()).
 */
void
herald_sounds_play_outcomes (HeraldSounds        *self,
                             const HeraldOutcome *outcomes,
                             guint                n_outcomes)
{
  HeraldSound sounds[4];
  guint n;

  g_return_if_fail (HERALD_IS_SOUNDS (self));

  n = herald_sounds_for_outcomes (outcomes, n_outcomes, sounds);
  for (guint i = 0; i < n; i++)
    herald_sounds_play (self, sounds[i]);
}

/**
 * herald_sounds_get_n_started:
 * @self: the sounds
 *
 * Returns: how many sounds were started (for the tests)
 */
guint
herald_sounds_get_n_started (HeraldSounds *self)
{
  g_return_val_if_fail (HERALD_IS_SOUNDS (self), 0);

  return self->n_started;
}

/**
 * herald_sounds_get_n_requested:
 * @self: the sounds
 *
 * Returns: how many sounds were asked for while enabled, whether or not the machine could
 *   play them (for the tests: a machine without an audio output starts none)
 */
guint
herald_sounds_get_n_requested (HeraldSounds *self)
{
  g_return_val_if_fail (HERALD_IS_SOUNDS (self), 0);

  return self->n_requested;
}

/**
 * herald_sounds_get_busy:
 * @self: the sounds
 *
 * Returns: whether a sound is playing or waiting
 */
gboolean
herald_sounds_get_busy (HeraldSounds *self)
{
  g_return_val_if_fail (HERALD_IS_SOUNDS (self), FALSE);

  return self->playing != NULL || !g_queue_is_empty (&self->queue);
}

/**
 * herald_sounds_get_n_streams:
 * @self: the sounds
 *
 * Returns: how many media streams were made: at most one per sound (for the tests)
 */
guint
herald_sounds_get_n_streams (HeraldSounds *self)
{
  g_return_val_if_fail (HERALD_IS_SOUNDS (self), 0);

  return self->n_streams;
}

/**
 * herald_sounds_set_stream_func:
 * @self: the sounds, before any was played
 * @func: (nullable): makes the stream of a sound from its GResource path, in place of
 *   gtk_media_file_new_for_resource(); %NULL for that
 * @user_data: for @func
 *
 * For the tests, which have no audio output: the sounds play on the streams @func makes,
 * and are heard (herald_sounds_get_available()) whether the machine has an output or not.
 */
void
herald_sounds_set_stream_func (HeraldSounds           *self,
                               HeraldSoundsStreamFunc  func,
                               gpointer                user_data)
{
  g_return_if_fail (HERALD_IS_SOUNDS (self));
  g_return_if_fail (self->n_streams == 0);

  self->stream_func = func;
  self->stream_data = user_data;
}

static void
herald_sounds_dispose (GObject *object)
{
  HeraldSounds *self = HERALD_SOUNDS (object);

  stop_playing (self);
  for (guint i = 0; i < HERALD_N_SOUNDS; i++)
    g_clear_object (&self->streams[i]);
  g_queue_clear (&self->queue);
  g_clear_object (&self->settings);
  g_clear_object (&self->desktop);

  G_OBJECT_CLASS (herald_sounds_parent_class)->dispose (object);
}

static void
herald_sounds_class_init (HeraldSoundsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = herald_sounds_dispose;
}

static void
herald_sounds_init (HeraldSounds *self)
{
  g_queue_init (&self->queue);
  self->desktop = desktop_sound_settings ();
}

/**
 * herald_sounds_new:
 * @settings: (nullable): Herald's settings, whose "sounds" key turns them on and off
 *
 * Returns: (transfer full): the sounds of a window
 */
HeraldSounds *
herald_sounds_new (GSettings *settings)
{
  HeraldSounds *self = g_object_new (HERALD_TYPE_SOUNDS, NULL);

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), self);

  if (settings != NULL)
    self->settings = g_object_ref (settings);
  return self;
}
