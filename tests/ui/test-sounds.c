/* test-sounds.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Herald's sounds (herald-sounds.c, issue 13): what a step sounds like, the files in the
 * GResource, silence when the preference, the desktop or the environment asks for it, and —
 * under G_DEBUG=fatal-warnings, on a machine without an audio device — every sound played
 * to its end or its error without a warning. */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "herald-sounds.h"

static HeraldOutcome
outcome (HeraldOutcomeType type)
{
  HeraldOutcome o;

  memset (&o, 0, sizeof o);
  o.type = type;
  o.player = -1;
  o.defender = -1;
  return o;
}

static void
test_for_outcomes (void)
{
  HeraldOutcome step[6];
  HeraldSound sounds[4];

  /* a roll: the dice */
  step[0] = outcome (HERALD_OUTCOME_ROLLED);
  g_assert_cmpuint (herald_sounds_for_outcomes (step, 1, sounds), ==, 1);
  g_assert_cmpint (sounds[0], ==, HERALD_SOUND_DICE);

  /* the ship advances */
  step[1] = outcome (HERALD_OUTCOME_SHIP_ADVANCED);
  g_assert_cmpuint (herald_sounds_for_outcomes (step, 2, sounds), ==, 2);
  g_assert_cmpint (sounds[1], ==, HERALD_SOUND_SHIP);

  /* it lands: the horn, then the cities lost, not the ship */
  step[2] = outcome (HERALD_OUTCOME_ATTACK);
  step[3] = outcome (HERALD_OUTCOME_CITY_LOST);
  g_assert_cmpuint (herald_sounds_for_outcomes (step, 4, sounds), ==, 3);
  g_assert_cmpint (sounds[0], ==, HERALD_SOUND_DICE);
  g_assert_cmpint (sounds[1], ==, HERALD_SOUND_HORN);
  g_assert_cmpint (sounds[2], ==, HERALD_SOUND_CITY_LOST);

  /* Catan holds */
  step[2].catan_wins = TRUE;
  g_assert_cmpuint (herald_sounds_for_outcomes (step, 3, sounds), ==, 3);
  g_assert_cmpint (sounds[2], ==, HERALD_SOUND_DEFENCE);

  /* and a winner */
  step[3] = outcome (HERALD_OUTCOME_WINNER);
  g_assert_cmpuint (herald_sounds_for_outcomes (step, 4, sounds), ==, 4);
  g_assert_cmpint (sounds[3], ==, HERALD_SOUND_VICTORY);

  /* a step that is not a roll: nothing, or victory alone */
  step[0] = outcome (HERALD_OUTCOME_KNIGHT_PLACED);
  g_assert_cmpuint (herald_sounds_for_outcomes (step, 1, sounds), ==, 0);
  step[1] = outcome (HERALD_OUTCOME_WINNER);
  g_assert_cmpuint (herald_sounds_for_outcomes (step, 2, sounds), ==, 1);
  g_assert_cmpint (sounds[0], ==, HERALD_SOUND_VICTORY);
}

/* Each sound is a small Ogg file in the GResource */
static void
test_resources (void)
{
  for (HeraldSound s = 0; s < HERALD_N_SOUNDS; s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resources_lookup_data (herald_sound_get_resource (s), 0, &error);
      gsize size;
      const char *data;

      g_assert_no_error (error);
      data = g_bytes_get_data (bytes, &size);
      g_assert_cmpuint (size, >, 1000);
      g_assert_cmpuint (size, <, 32 * 1024);
      g_assert_cmpmem (data, 4, "OggS", 4);
    }
  g_assert_null (herald_sound_get_resource (HERALD_N_SOUNDS));
}

static GSettings *
herald_settings (void)
{
  return g_settings_new ("io.github.herald.Herald");
}

/* The environment, the preference and the desktop each silence them */
static void
test_silent (void)
{
  g_autoptr(GSettings) settings = herald_settings ();
  g_autoptr(HeraldSounds) sounds = herald_sounds_new (settings);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) desktop = NULL;

  /* the tests' environment */
  g_assert_cmpstr (g_getenv ("HERALD_SOUNDS"), ==, "0");
  g_assert_false (herald_sounds_get_enabled (sounds));
  herald_sounds_play (sounds, HERALD_SOUND_DICE);
  g_assert_cmpuint (herald_sounds_get_n_started (sounds), ==, 0);
  g_assert_false (herald_sounds_get_busy (sounds));

  /* on by default */
  g_unsetenv ("HERALD_SOUNDS");
  g_assert_true (g_settings_get_boolean (settings, "sounds"));
  g_assert_true (herald_sounds_get_enabled (sounds));

  /* the preference */
  g_settings_set_boolean (settings, "sounds", FALSE);
  g_assert_false (herald_sounds_get_enabled (sounds));
  herald_sounds_play (sounds, HERALD_SOUND_HORN);
  g_assert_cmpuint (herald_sounds_get_n_started (sounds), ==, 0);
  g_settings_reset (settings, "sounds");

  /* the desktop, when its schema is installed */
  desktop = source != NULL ? g_settings_schema_source_lookup (source, "org.gnome.desktop.sound", TRUE) : NULL;
  if (desktop != NULL && g_settings_schema_has_key (desktop, "event-sounds"))
    {
      g_autoptr(GSettings) desk = g_settings_new ("org.gnome.desktop.sound");
      g_autoptr(HeraldSounds) again = NULL;

      g_settings_set_boolean (desk, "event-sounds", FALSE);
      again = herald_sounds_new (settings);
      g_assert_false (herald_sounds_get_enabled (again));
      g_settings_set_boolean (desk, "event-sounds", TRUE);
      g_assert_true (herald_sounds_get_enabled (again));
    }
  else
    g_test_fail_printf ("org.gnome.desktop.sound: the test's copy of the schema is missing");

  /* without Herald's settings: the environment alone */
  {
    g_autoptr(HeraldSounds) bare = herald_sounds_new (NULL);

    g_assert_true (herald_sounds_get_enabled (bare));
  }
  g_setenv ("HERALD_SOUNDS", "0", TRUE);
}

static gboolean
quit_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Every sound played where the machine has an audio output, each to its end or its error,
 * one after the other; G_DEBUG=fatal-warnings turns any warning into a failure. Without an
 * output (the tests' isolated runtime folder has no sound server) none is started. */
static void
test_play_all (void)
{
  g_autoptr(HeraldSounds) sounds = NULL;
  gboolean timed_out = FALSE;
  guint timeout;

  g_unsetenv ("HERALD_SOUNDS");
  sounds = herald_sounds_new (NULL);
  for (HeraldSound s = 0; s < HERALD_N_SOUNDS; s++)
    herald_sounds_play (sounds, s);
  if (!herald_sounds_get_available (sounds))
    {
      g_test_message ("no audio output: no sound started");
      g_assert_cmpuint (herald_sounds_get_n_started (sounds), ==, 0);
      g_assert_cmpuint (herald_sounds_get_n_requested (sounds), ==, HERALD_N_SOUNDS);
      g_assert_false (herald_sounds_get_busy (sounds));
      g_setenv ("HERALD_SOUNDS", "0", TRUE);
      return;
    }
  g_assert_cmpuint (herald_sounds_get_n_started (sounds), ==, 1);
  g_assert_true (herald_sounds_get_busy (sounds));

  timeout = g_timeout_add_seconds (60, quit_cb, &timed_out);
  while (herald_sounds_get_busy (sounds) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
  /* each played, or the first failure silenced the rest */
  g_assert_cmpuint (herald_sounds_get_n_started (sounds), >=, 1);
  g_setenv ("HERALD_SOUNDS", "0", TRUE);
}

/* A stand-in for GTK's media file, which needs an audio output: it is prepared and seekable
 * at once, and a sound it plays ends 5 ms later */
#define FAKE_TYPE_STREAM (fake_stream_get_type ())
G_DECLARE_FINAL_TYPE (FakeStream, fake_stream, FAKE, STREAM, GtkMediaStream)

struct _FakeStream
{
  GtkMediaStream parent_instance;
  char *resource;
  guint end_id;
  guint n_played;   /* play() calls from the start (timestamp 0) */
};

G_DEFINE_FINAL_TYPE (FakeStream, fake_stream, GTK_TYPE_MEDIA_STREAM)

static gboolean
fake_end_cb (gpointer user_data)
{
  FakeStream *self = user_data;

  self->end_id = 0;
  gtk_media_stream_update (GTK_MEDIA_STREAM (self), 100000);
  gtk_media_stream_stream_ended (GTK_MEDIA_STREAM (self));
  return G_SOURCE_REMOVE;
}

static gboolean
fake_play (GtkMediaStream *stream)
{
  FakeStream *self = FAKE_STREAM (stream);

  /* a sound played again starts from its beginning */
  g_assert_cmpint (gtk_media_stream_get_timestamp (stream), ==, 0);
  g_assert_false (gtk_media_stream_get_ended (stream));
  self->n_played++;
  self->end_id = g_timeout_add (5, fake_end_cb, self);
  return TRUE;
}

static void
fake_pause (GtkMediaStream *stream)
{
  g_clear_handle_id (&FAKE_STREAM (stream)->end_id, g_source_remove);
}

static void
fake_seek (GtkMediaStream *stream,
           gint64          timestamp)
{
  gtk_media_stream_update (stream, timestamp);
  gtk_media_stream_seek_success (stream);
}

static void
fake_stream_finalize (GObject *object)
{
  FakeStream *self = FAKE_STREAM (object);

  g_clear_handle_id (&self->end_id, g_source_remove);
  g_free (self->resource);
  G_OBJECT_CLASS (fake_stream_parent_class)->finalize (object);
}

static void
fake_stream_class_init (FakeStreamClass *klass)
{
  GtkMediaStreamClass *stream_class = GTK_MEDIA_STREAM_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = fake_stream_finalize;
  stream_class->play = fake_play;
  stream_class->pause = fake_pause;
  stream_class->seek = fake_seek;
}

static void
fake_stream_init (FakeStream *self)
{
  gtk_media_stream_stream_prepared (GTK_MEDIA_STREAM (self), TRUE, FALSE, TRUE, 100000);
}

static GtkMediaStream *
fake_stream_new (const char *resource,
                 gpointer    user_data)
{
  GPtrArray *made = user_data;
  FakeStream *self = g_object_new (FAKE_TYPE_STREAM, NULL);

  self->resource = g_strdup (resource);
  g_ptr_array_add (made, g_object_ref (self));
  return GTK_MEDIA_STREAM (self);
}

/* One stream per sound, made the first time the sound plays and played again from its start
 * after that: rolls, a ship, a landing and a victory make five streams, not one per sound
 * played. On main at afb143e every sound made a new GtkMediaFile (a GStreamer pipeline). */
static void
test_streams_reused (void)
{
  g_autoptr(GPtrArray) made = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(HeraldSounds) sounds = NULL;
  static const HeraldSound played[] = {
    HERALD_SOUND_DICE, HERALD_SOUND_SHIP, HERALD_SOUND_DICE, HERALD_SOUND_DICE,
    HERALD_SOUND_HORN, HERALD_SOUND_DEFENCE, HERALD_SOUND_DICE, HERALD_SOUND_SHIP,
    HERALD_SOUND_HORN, HERALD_SOUND_CITY_LOST, HERALD_SOUND_DICE, HERALD_SOUND_VICTORY,
  };
  gboolean timed_out = FALSE;
  guint timeout, n_dice = 0;

  g_unsetenv ("HERALD_SOUNDS");
  sounds = herald_sounds_new (NULL);
  herald_sounds_set_stream_func (sounds, fake_stream_new, made);
  g_assert_true (herald_sounds_get_available (sounds));

  timeout = g_timeout_add_seconds (30, quit_cb, &timed_out);
  /* three steps' sounds at a time, as fast steps queue them */
  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    {
      herald_sounds_play (sounds, played[i]);
      if (i % 3 == 2)
        while (herald_sounds_get_busy (sounds) && !timed_out)
          g_main_context_iteration (NULL, TRUE);
      n_dice += played[i] == HERALD_SOUND_DICE;
    }
  g_assert_false (timed_out);
  g_source_remove (timeout);

  g_assert_cmpuint (herald_sounds_get_n_started (sounds), ==, G_N_ELEMENTS (played));
  /* dice, ship, horn, defence, city lost, victory: one stream each */
  g_assert_cmpuint (herald_sounds_get_n_streams (sounds), ==, 6);
  g_assert_cmpuint (made->len, ==, 6);
  for (guint i = 0; i < made->len; i++)
    {
      FakeStream *stream = g_ptr_array_index (made, i);

      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (stream->resource, !=, FAKE_STREAM (g_ptr_array_index (made, j))->resource);
      if (g_str_equal (stream->resource, herald_sound_get_resource (HERALD_SOUND_DICE)))
        g_assert_cmpuint (stream->n_played, ==, n_dice);
      /* each played to its end, not left playing */
      g_assert_false (gtk_media_stream_get_playing (GTK_MEDIA_STREAM (stream)));
    }
  g_assert_false (herald_sounds_get_busy (sounds));
  g_setenv ("HERALD_SOUNDS", "0", TRUE);
}

/* The same sound twice on GTK's real media backend (GStreamer) without an audio device:
 * GStreamer's fakeaudiosink (gst-plugins-bad), ranked above every other sink, plays in real
 * time, and PULSE_SERVER makes Herald believe in an output. After the chime, the dice's
 * stream is made once, plays to its end (well within the 4 s after which a sound is dropped)
 * and plays again from its start. Skipped where GStreamer has no fakeaudiosink (the stream fails at once). */
static void
test_replay_gstreamer (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HeraldSounds) sounds = herald_sounds_new (NULL);
      gboolean timed_out = FALSE;
      guint timeout = g_timeout_add_seconds (30, quit_cb, &timed_out);

      g_unsetenv ("HERALD_SOUNDS");
      g_assert_true (herald_sounds_get_available (sounds));
      /* the chime first: GStreamer's registry of plugins is made in the test's empty cache
       * folder the first time, which takes seconds */
      for (guint i = 0; i < 3; i++)
        {
          gint64 start = g_get_monotonic_time ();

          herald_sounds_play (sounds, i == 0 ? HERALD_SOUND_CHIME : HERALD_SOUND_DICE);
          while (herald_sounds_get_busy (sounds) && !timed_out)
            g_main_context_iteration (NULL, TRUE);
          if (!herald_sounds_get_available (sounds))
            {
              /* the stream failed: no sink GStreamer could use */
              g_assert_true (g_file_set_contents (g_getenv ("HERALD_TEST_NO_SINK"), "", 0, NULL));
              return;
            }
          /* played (the dice sound lasts 0.55 s, played in real time) and ended, not
           * dropped after 4 s */
          if (i > 0)
            {
              g_assert_cmpint (g_get_monotonic_time () - start, >, 400 * 1000);
              g_assert_cmpint (g_get_monotonic_time () - start, <, 3500 * 1000);
            }
        }
      g_assert_false (timed_out);
      g_source_remove (timeout);
      g_assert_cmpuint (herald_sounds_get_n_started (sounds), ==, 3);
      g_assert_cmpuint (herald_sounds_get_n_streams (sounds), ==, 2);
      return;
    }

  {
    g_autofree char *dir = g_dir_make_tmp ("herald-test-sounds-XXXXXX", NULL);
    g_autofree char *mark = g_build_filename (dir, "no-sink", NULL);
    gboolean no_sink;

    g_setenv ("GST_PLUGIN_FEATURE_RANK", "fakeaudiosink:MAX,pulsesink:NONE,openalsink:NONE,"
              "oss4sink:NONE,osssink:NONE,jackaudiosink:NONE,alsasink:NONE", TRUE);
    g_setenv ("PULSE_SERVER", "unix:/nonexistent/herald-test", TRUE);
    g_setenv ("HERALD_TEST_NO_SINK", mark, TRUE);
    g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
    g_unsetenv ("GST_PLUGIN_FEATURE_RANK");
    g_unsetenv ("PULSE_SERVER");
    g_unsetenv ("HERALD_TEST_NO_SINK");
    no_sink = g_file_test (mark, G_FILE_TEST_EXISTS);
    g_unlink (mark);
    g_rmdir (dir);
    g_test_trap_assert_passed ();
    if (no_sink)
      g_test_skip ("GStreamer has no sink here (fakeaudiosink, gst-plugins-bad)");
  }
}

/* Without an audio output, playing sounds prints nothing on the terminal. On main at 979d35b
 * every sound printed GStreamer's sinks' errors ("ALSA lib … cannot find card '0'",
 * "AL lib: (EE) ALCplaybackAlsa_open …"), which G_DEBUG=fatal-warnings does not see: they
 * are not GLib messages. The sounds are played in a child whose stderr is read. */
static void
test_no_output_quiet (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HeraldSounds) sounds = NULL;
      gboolean timed_out = FALSE;
      guint timeout;

      g_unsetenv ("HERALD_SOUNDS");
      sounds = herald_sounds_new (NULL);
      /* what comes after this line is the sounds' */
      g_printerr ("<sounds>\n");
      for (guint round = 0; round < 2; round++)
        {
          for (HeraldSound s = 0; s < HERALD_N_SOUNDS; s++)
            herald_sounds_play (sounds, s);
          timeout = g_timeout_add_seconds (60, quit_cb, &timed_out);
          while (herald_sounds_get_busy (sounds) && !timed_out)
            g_main_context_iteration (NULL, TRUE);
          g_assert_false (timed_out);
          g_source_remove (timeout);
        }
      return;
    }

  {
    g_autoptr(HeraldSounds) probe = herald_sounds_new (NULL);

    if (herald_sounds_get_available (probe))
      {
        g_test_skip ("this machine has an audio output");
        return;
      }
  }
  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  /* nothing after the mark */
  g_test_trap_assert_stderr ("*<sounds>\n");
}

/* The tests isolate the XDG folders, where the desktop's schemas are: a copy of the one key
 * Herald reads of org.gnome.desktop.sound, compiled beside Herald's own, lets the desktop's
 * silence be tested on any machine */
static char *
desktop_schema_dir (void)
{
  static const char xml[] =
    "<schemalist><schema id=\"org.gnome.desktop.sound\" path=\"/org/gnome/desktop/sound/\">"
    "<key name=\"event-sounds\" type=\"b\"><default>true</default></key>"
    "</schema></schemalist>";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("herald-test-sounds-XXXXXX", &error);
  g_autofree char *file = NULL;
  const char *argv[] = { "glib-compile-schemas", NULL, NULL };
  int status = -1;

  g_assert_no_error (error);
  file = g_build_filename (dir, "org.gnome.desktop.sound.gschema.xml", NULL);
  g_assert_true (g_file_set_contents (file, xml, -1, &error));
  argv[1] = dir;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, NULL) || status != 0)
    return NULL;
  return g_steal_pointer (&dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *schemas = desktop_schema_dir ();

  if (schemas != NULL)
    {
      g_autofree char *path = g_strdup_printf ("%s:%s", g_getenv ("GSETTINGS_SCHEMA_DIR"), schemas);

      g_setenv ("GSETTINGS_SCHEMA_DIR", path, TRUE);
    }
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/sounds/for-outcomes", test_for_outcomes);
  g_test_add_func ("/herald/sounds/resources", test_resources);
  g_test_add_func ("/herald/sounds/silent", test_silent);
  g_test_add_func ("/herald/sounds/streams-reused", test_streams_reused);

  if (gdk_display_open (NULL) != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      gtk_init ();
      g_test_add_func ("/herald/sounds/play-all", test_play_all);
      g_test_add_func ("/herald/sounds/no-output-quiet", test_no_output_quiet);
      g_test_add_func ("/herald/sounds/replay-gstreamer", test_replay_gstreamer);
    }
  else
    g_test_message ("no display: the sounds are not played");

  {
    int ret = g_test_run ();

    if (schemas != NULL)
      {
        g_autofree char *xml = g_build_filename (schemas, "org.gnome.desktop.sound.gschema.xml", NULL);
        g_autofree char *compiled = g_build_filename (schemas, "gschemas.compiled", NULL);

        g_unlink (xml);
        g_unlink (compiled);
        g_rmdir (schemas);
      }
    return ret;
  }
}
