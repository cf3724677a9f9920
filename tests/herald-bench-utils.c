/* herald-bench-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "herald-application.h"
#include "herald-random-play.h"
#include "herald-save.h"
#include "herald-session-game-file-private.h"
#include "herald-session.h"
#include "herald-sounds.h"

#include "herald-bench-utils.h"

static gint64
clock_us (clockid_t id)
{
  struct timespec ts;

  clock_gettime (id, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/**
 * herald_bench_thread_cpu_us:
 *
 * Returns: the CPU time of the calling thread, µs. Unlike the wall clock, it leaves out the
 *   time other processes of a busy machine take.
 */
gint64
herald_bench_thread_cpu_us (void)
{
  return clock_us (CLOCK_THREAD_CPUTIME_ID);
}

/**
 * herald_bench_process_cpu_us:
 *
 * Returns: the CPU time of the whole process, all threads, µs.
 */
gint64
herald_bench_process_cpu_us (void)
{
  return clock_us (CLOCK_PROCESS_CPUTIME_ID);
}

/**
 * herald_bench_samples_new:
 *
 * Returns: (transfer full): an empty array of doubles, for herald_bench_percentile().
 */
GArray *
herald_bench_samples_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (double));
}

static gint
compare_doubles (gconstpointer a,
                 gconstpointer c)
{
  double x = *(const double *) a, y = *(const double *) c;

  return x < y ? -1 : x > y;
}

/**
 * herald_bench_percentile:
 * @samples: doubles, at least one; sorted in place
 * @p: 0 to 1 (0.5 the median, 1 the largest)
 *
 * Returns: the sample nearest to rank @p × (n − 1).
 */
double
herald_bench_percentile (GArray *samples,
                         double  p)
{
  g_array_sort (samples, compare_doubles);
  return g_array_index (samples, double, (guint) (p * (samples->len - 1) + 0.5));
}

/**
 * herald_bench_data_home_new:
 * @name: the benchmark's name, for the folder's
 *
 * Makes a throw-away folder in the temporary directory and sets XDG_DATA_HOME to it, so that
 * the games and autosaves of a benchmark never go to the user's. Aborts if it cannot.
 *
 * Returns: (transfer full): the folder's path; herald_bench_remove_tree() removes it.
 */
char *
herald_bench_data_home_new (const char *name)
{
  g_autofree char *template = g_strdup_printf ("herald-%s-XXXXXX", name);
  g_autoptr(GError) error = NULL;
  char *home = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  return home;
}

/**
 * herald_bench_games_folder_new:
 * @home: a folder from herald_bench_data_home_new()
 *
 * Makes the games folder Herald uses under @home (herald/games), where a benchmark writes the
 * games it opens. Aborts if it cannot.
 *
 * Returns: (transfer full): the games folder's path
 */
char *
herald_bench_games_folder_new (const char *home)
{
  char *games = g_build_filename (home, "herald", "games", NULL);

  if (g_mkdir_with_parents (games, 0700) != 0)
    g_error ("cannot make %s: %s", games, g_strerror (errno));
  return games;
}

/**
 * herald_bench_remove_tree:
 * @path: a file or a folder
 *
 * Removes @path and, for a folder, all it holds. Errors are ignored.
 */
void
herald_bench_remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          herald_bench_remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_remove (path);
}

typedef struct
{
  HeraldBenchWindowFunc opened;
  guint                 settle_ms;
  GSourceFunc           start;
  gpointer              data;
  gboolean              activated;
} RunWindow;

static void
map_cb (GtkWidget *widget,
        RunWindow *run)
{
  /* let the window's first frames settle */
  g_timeout_add (run->settle_ms, run->start, run->data);
}

static void
activate_cb (GApplication *app,
             RunWindow    *run)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (run->activated)
    return;
  run->activated = TRUE;
  g_assert (HERALD_IS_WINDOW (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  run->opened (HERALD_WINDOW (window), run->data);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), run);
  if (gtk_widget_get_mapped (GTK_WIDGET (window)))
    map_cb (GTK_WIDGET (window), run);
}

/**
 * herald_bench_run_window:
 * @argv: the benchmark's arguments (its name only is passed on)
 * @opened: called with the application's window at its first activation
 * @settle_ms: how long after the window maps @start is called, ms
 * @start: called once, from the main loop, when the window has settled
 * @data: for @opened and @start
 *
 * Runs Herald's application, as src/main.c does (translations bound, but never unique),
 * until herald_bench_quit().
 *
 * Returns: the application's exit status.
 */
int
herald_bench_run_window (char                 **argv,
                         HeraldBenchWindowFunc  opened,
                         guint                  settle_ms,
                         GSourceFunc            start,
                         gpointer               data)
{
  RunWindow run = { opened, settle_ms, start, data, FALSE };
  g_autoptr(HeraldApplication) app = NULL;

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = herald_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), &run);
  return g_application_run (G_APPLICATION (app), 1, argv);
}

/**
 * herald_bench_quit:
 *
 * Ends herald_bench_run_window()'s application.
 */
void
herald_bench_quit (void)
{
  g_application_quit (g_application_get_default ());
}

/* the machine's busy CPU time, all processes and CPUs, in USER_HZ ticks (the "cpu" line of
 * /proc/stat less its idle and iowait); 0 when unreadable */
static gint64
stat_busy_jiffies (void)
{
  g_autofree char *text = NULL;
  guint64 f[8] = { 0, };

  if (!g_file_get_contents ("/proc/stat", &text, NULL, NULL) ||
      sscanf (text, "cpu %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
              " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %"
              G_GUINT64_FORMAT " %" G_GUINT64_FORMAT, &f[0], &f[1], &f[2], &f[3], &f[4],
              &f[5], &f[6], &f[7]) != 8)
    return 0;
  /* user, nice, system, irq, softirq, steal: not idle, not iowait */
  return f[0] + f[1] + f[2] + f[5] + f[6] + f[7];
}

/**
 * herald_bench_sched_sample:
 * @s: (out): filled
 *
 * What the kernel says of this process's threads now (`/proc/self/task/N/schedstat`: the time
 * each ran and the time it waited, runnable, for a CPU), grouped as the main thread, GL's
 * rasterizer threads (llvmpipe's, named "llvmpipe-N") and the rest (GLib's thread pools,
 * among them the autosave's write-behind, D-Bus); the machine's busy CPU time (`/proc/stat`,
 * all processes) and its CPU pressure (`/proc/pressure/cpu`), the process's minor page faults
 * and its executable anonymous mappings (code llvmpipe compiles lands there). Costs a few
 * hundred microseconds: sample outside what is timed.
 */
void
herald_bench_sched_sample (HeraldBenchSched *s)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  g_autofree char *pressure = NULL;
  g_autofree char *maps = NULL;
  struct rusage usage;
  const char *name;
  int self = getpid ();

  memset (s, 0, sizeof *s);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_strdup_printf ("/proc/self/task/%s/schedstat", name);
      g_autofree char *comm_path = g_strdup_printf ("/proc/self/task/%s/comm", name);
      g_autofree char *text = NULL;
      g_autofree char *comm = NULL;
      guint64 run = 0, wait = 0;
      int group;

      if (!g_file_get_contents (path, &text, NULL, NULL) ||
          sscanf (text, "%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT, &run, &wait) != 2)
        continue;
      g_file_get_contents (comm_path, &comm, NULL, NULL);
      group = atoi (name) == self ? 0 : comm != NULL && g_str_has_prefix (comm, "llvmpipe") ? 1 : 2;
      s->run_ns[group] += run;
      s->wait_ns[group] += wait;
    }
  s->busy_jiffies = stat_busy_jiffies ();
  if (g_file_get_contents ("/proc/pressure/cpu", &pressure, NULL, NULL))
    {
      const char *total = strstr (pressure, "total=");

      s->pressure_us = total != NULL ? g_ascii_strtoull (total + 6, NULL, 10) : 0;
    }
  if (getrusage (RUSAGE_SELF, &usage) == 0)
    s->minflt = usage.ru_minflt;
  if (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL))
    {
      g_auto(GStrv) lines = g_strsplit (maps, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        {
          /* "start-end r-xp offset dev inode [path]": anonymous when the inode is 0 */
          char perms[8] = "";
          unsigned long inode = 1;

          if (sscanf (lines[i], "%*s %7s %*s %*s %lu", perms, &inode) == 2 &&
              perms[2] == 'x' && inode == 0)
            s->exec_maps++;
        }
    }
}

/**
 * herald_bench_print_rolls:
 * @rolls: (element-type HeraldBenchRoll): bench-roll's records, one a roll
 * @with_dialog: (element-type guint8): a dialog opened after roll i
 *
 * Prints @rolls as a table, tab-separated, on stderr (bench-roll's BENCH_DEBUG). Times in
 * ms; the machine's busy time less this process's is the other processes' CPU during the
 * roll.
 */
void
herald_bench_print_rolls (GArray *rolls,
                          GArray *with_dialog)
{
  g_printerr ("roll\tgame\tround\tplayer\tred\twhite\tevent\tship0\tship1\tnew_game\tdialog\t"
              "frames\tend_turn_pending\tsince_frame\tlatency\twait\tlayout\tpaint\tcpu\t"
              "layout_cpu\tpaint_cpu\tmain_run\tmain_wait\tgl_run\tgl_wait\tother_run\t"
              "other_wait\tothers_cpu\tpressure\tminflt\texec_maps\tload1\n");
  for (guint i = 0; i < rolls->len; i++)
    {
      HeraldBenchRoll *r = &g_array_index (rolls, HeraldBenchRoll, i);
      double ours = (r->d.run_ns[0] + r->d.run_ns[1] + r->d.run_ns[2]) / 1e6;

      g_printerr ("%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%u\t%.2f\t%.2f\t%.2f\t"
                  "%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.0f\t"
                  "%.2f\t%" G_GINT64_FORMAT "\t%d\t%.2f\n", i, r->game, r->round, r->player,
                  r->red, r->white, r->event, r->ship0, r->ship1, r->new_game,
                  i < with_dialog->len && g_array_index (with_dialog, guint8, i),
                  r->frames, r->end_turn_pending, r->since_frame, r->latency, r->wait,
                  r->layout, r->paint, r->cpu, r->layout_cpu, r->paint_cpu,
                  r->d.run_ns[0] / 1e6, r->d.wait_ns[0] / 1e6, r->d.run_ns[1] / 1e6,
                  r->d.wait_ns[1] / 1e6, r->d.run_ns[2] / 1e6, r->d.wait_ns[2] / 1e6,
                  r->d.busy_jiffies * 1000.0 / sysconf (_SC_CLK_TCK) - ours,
                  r->d.pressure_us / 1e3, r->d.minflt, r->d.exec_maps, r->load1);
    }
}

/* BENCH_STYLE_DIFF (bench-roll): each widget's CSS name, classes, state flags and mapping,
 * read before a roll and again at its frame's start; the widgets that differ are printed with
 * the number of widgets below them (whose styles GTK validates again) */
static GHashTable *style_before;

static char *
style_key (GtkWidget *w)
{
  g_auto(GStrv) classes = gtk_widget_get_css_classes (w);
  g_autofree char *joined = g_strjoinv (".", classes);

  return g_strdup_printf ("%s.%s:%x%s", gtk_widget_get_css_name (w), joined,
                          gtk_widget_get_state_flags (w), gtk_widget_get_mapped (w) ? "" : " (unmapped)");
}

static guint
count_descendants (GtkWidget *w)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += 1 + count_descendants (c);
  return n;
}

static void
style_walk (GtkWidget *w,
            gboolean   compare)
{
  char *key = style_key (w);

  if (compare)
    {
      const char *was = g_hash_table_lookup (style_before, w);

      if (g_strcmp0 (was, key) != 0)
        g_printerr ("style: %s %p [%u below]: %s -> %s\n", G_OBJECT_TYPE_NAME (w), w,
                    count_descendants (w), was, key);
      g_free (key);
    }
  else
    g_hash_table_insert (style_before, w, key);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    style_walk (c, compare);
}

void
herald_bench_style_diff_begin (GtkWidget *root)
{
  g_clear_pointer (&style_before, g_hash_table_unref);
  style_before = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  style_walk (root, FALSE);
}

/* does nothing unless herald_bench_style_diff_begin () came since the last call */
void
herald_bench_style_diff_end (GtkWidget *root)
{
  if (style_before == NULL)
    return;
  style_walk (root, TRUE);
  g_clear_pointer (&style_before, g_hash_table_unref);
}

/* The main thread's cost of a roll's sound (--sounds N): GTK's media backend (GStreamer)
 * playing the dice sound through GStreamer's fakeaudiosink, which plays in real time without
 * an audio device (gst-plugins-bad; PULSE_SERVER makes Herald believe in an output). Timed:
 * herald_sounds_play () itself (what the roll's handler pays), and the main thread's CPU from
 * it to the sound's end (the call and the stream's callbacks on the main loop; the main loop
 * is otherwise idle). The first play makes the stream (one per sound for the session). */
int
herald_bench_print_sounds (guint n)
{
  g_autoptr(HeraldSounds) sounds = NULL;
  g_autoptr(GArray) call_wall = herald_bench_samples_new ();
  g_autoptr(GArray) call_cpu = herald_bench_samples_new ();
  g_autoptr(GArray) total_cpu = herald_bench_samples_new ();
  double first_wall = 0, first_cpu = 0, first_total = 0;

  g_setenv ("GST_PLUGIN_FEATURE_RANK", "fakeaudiosink:MAX,pulsesink:NONE,openalsink:NONE,"
            "oss4sink:NONE,osssink:NONE,jackaudiosink:NONE,alsasink:NONE", TRUE);
  g_setenv ("PULSE_SERVER", "unix:/nonexistent/herald-bench", TRUE);
  g_unsetenv ("HERALD_SOUNDS");
  gtk_init ();
  sounds = herald_sounds_new (NULL);

  /* GStreamer's registry is made on the first stream: the chime, not timed */
  herald_sounds_play (sounds, HERALD_SOUND_CHIME);
  while (herald_sounds_get_busy (sounds))
    g_main_context_iteration (NULL, TRUE);
  if (!herald_sounds_get_available (sounds))
    {
      printf ("a roll's sound: not measured (GStreamer has no fakeaudiosink here)\n");
      return 0;
    }

  for (guint i = 0; i <= n; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      gint64 c0 = herald_bench_thread_cpu_us ();
      double wall, cpu, total;

      herald_sounds_play (sounds, HERALD_SOUND_DICE);
      wall = (g_get_monotonic_time () - t0) / 1000.0;
      cpu = (herald_bench_thread_cpu_us () - c0) / 1000.0;
      while (herald_sounds_get_busy (sounds))
        g_main_context_iteration (NULL, TRUE);
      total = (herald_bench_thread_cpu_us () - c0) / 1000.0;
      if (i == 0)
        {
          first_wall = wall;
          first_cpu = cpu;
          first_total = total;
          continue;
        }
      g_array_append_val (call_wall, wall);
      g_array_append_val (call_cpu, cpu);
      g_array_append_val (total_cpu, total);
    }
  printf ("a roll's sound (GtkMediaFile on GStreamer's fakeaudiosink), main thread, %u plays:\n"
          "  herald_sounds_play (): wall p50 %.3f ms  max %.3f ms, CPU p50 %.3f ms\n"
          "  CPU from it to the sound's end (call and callbacks) p50 %.3f ms  max %.3f ms\n"
          "  the first play (makes the stream): wall %.3f ms, CPU %.3f ms, to the end %.3f ms\n",
          call_wall->len, herald_bench_percentile (call_wall, 0.5),
          herald_bench_percentile (call_wall, 1.0), herald_bench_percentile (call_cpu, 0.5),
          herald_bench_percentile (total_cpu, 0.5), herald_bench_percentile (total_cpu, 1.0),
          first_wall, first_cpu, first_total);
  return 0;
}

/* The next random step of @session's game (herald_random_step () on a copy of it, from @rng),
 * one that changes something (the session refuses a correction to what already is as no
 * step). Returns: FALSE when the game has no step left */
gboolean
herald_bench_random_action (HeraldSession *session,
                            HeraldRng     *rng,
                            HeraldAction  *action)
{
  for (;;)
    {
      g_autoptr(HeraldGame) next = herald_game_copy (herald_session_get_game (session));

      if (!herald_random_step (next, rng))
        return FALSE;
      *action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
      if (!herald_game_action_changes_nothing (herald_session_get_game (session), action))
        return TRUE;
    }
}

/* What a frame waits for before it shows @session's last step (herald_session_wait_written ()),
 * appended to @samples, ms */
void
herald_bench_time_written (HeraldSession *session,
                           GArray        *samples)
{
  gint64 t0 = g_get_monotonic_time ();
  double ms;

  herald_session_wait_written (session);
  ms = (g_get_monotonic_time () - t0) / 1000.0;
  g_array_append_val (samples, ms);
}

/* A timeout's callback: sets the gboolean @data points to */
gboolean
herald_bench_set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms, as between a player's keys */
void
herald_bench_idle_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, herald_bench_set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* A step's CPU time with its kind, for herald_bench_print_kinds () */
typedef struct
{
  HeraldActionType type;
  double           ms;
} KindSample;

/* An array for herald_bench_kind_sample () */
GArray *
herald_bench_kind_samples_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (KindSample));
}

/**
 * herald_bench_kind_sample:
 * @samples: an array from herald_bench_kind_samples_new ()
 * @action: the step timed
 * @ms: its CPU time, ms
 *
 * Keeps @ms under @action's kind.
 */
void
herald_bench_kind_sample (GArray             *samples,
                          const HeraldAction *action,
                          double              ms)
{
  KindSample sample = { action->type, ms };

  g_array_append_val (samples, sample);
}

static int
compare_kind_samples (gconstpointer a,
                      gconstpointer b)
{
  double d = ((const KindSample *) b)->ms - ((const KindSample *) a)->ms;

  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/**
 * herald_bench_print_kinds:
 * @samples: what herald_bench_kind_sample () kept; sorted in place
 *
 * Prints which kinds of step make the tail of the steps' CPU time (the slowest 5 %, at least
 * 3) and each kind's median, count and maximum, the costliest first: the tail is what a p99
 * is made of (docs/performance.md, forty-first round).
 */
void
herald_bench_print_kinds (GArray *samples)
{
  guint tail = MAX (3, samples->len / 20);
  g_autoptr(GHashTable) in_tail = g_hash_table_new (NULL, NULL);
  g_autoptr(GString) line = g_string_new (NULL);
  GHashTableIter iter;
  gpointer key, value;

  if (samples->len == 0)
    return;
  g_array_sort (samples, compare_kind_samples);
  tail = MIN (tail, samples->len);
  for (guint i = 0; i < tail; i++)
    {
      HeraldActionType type = g_array_index (samples, KindSample, i).type;

      g_hash_table_insert (in_tail, GUINT_TO_POINTER (type),
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (in_tail, GUINT_TO_POINTER (type))) + 1));
    }
  g_hash_table_iter_init (&iter, in_tail);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_string_append_printf (line, "%s%s %u", line->len > 0 ? ", " : "",
                            herald_action_type_to_string (GPOINTER_TO_UINT (key)), GPOINTER_TO_UINT (value));
  printf ("  the slowest %u steps (from %.3f ms of CPU) by kind: %s\n", tail,
          g_array_index (samples, KindSample, tail - 1).ms, line->str);
  /* each kind's median: the samples are sorted slowest first */
  printf ("  by kind, CPU time p50 (steps, max):");
  for (HeraldActionType type = 0; type < HERALD_N_ACTIONS; type++)
    {
      g_autoptr(GArray) of_kind = herald_bench_samples_new ();

      for (guint i = 0; i < samples->len; i++)
        if (g_array_index (samples, KindSample, i).type == type)
          g_array_append_val (of_kind, g_array_index (samples, KindSample, i).ms);
      if (of_kind->len >= 3)
        printf (" %s %.3f ms (%u, %.3f)", herald_action_type_to_string (type),
                herald_bench_percentile (of_kind, 0.5), of_kind->len, herald_bench_percentile (of_kind, 1.0));
    }
  printf ("\n");
}

/* herald_session_perform () under a name of its own, for `valgrind --tool=callgrind
 * --toggle-collect=NAME`: one kind of step alone. Not a tail call: callgrind turns the
 * collection off as the function returns. */
#define BENCH_STEP_OF_KIND(name) \
  G_GNUC_NO_INLINE gboolean \
  name (HeraldSession      *session, \
        const HeraldAction *action, \
        GError            **error) \
  { \
    gboolean ok = herald_session_perform (session, action, error); \
 \
    __asm__ volatile ("" ::: "memory"); \
    return ok; \
  }

/**
 * herald_bench_put_back:
 * @session: a session with a game
 * @action: a step that puts a progress card back (`discard_card`, RULES.md A12.2)
 * @error: the engine's refusal
 *
 * herald_session_perform (), for `valgrind --tool=callgrind
 * --toggle-collect=herald_bench_put_back`: the instructions of the costliest of the steps that
 * change the phase (every card's buttons given new reasons) alone (docs/performance.md,
 * forty-second round).
 *
 * Returns: what herald_session_perform () returns
 */
BENCH_STEP_OF_KIND (herald_bench_put_back)

/**
 * herald_bench_turn_end:
 * @session: a session with a game
 * @action: a step that ends a turn (`end_turn`)
 * @error: the engine's refusal
 *
 * herald_session_perform (), for `valgrind --tool=callgrind
 * --toggle-collect=herald_bench_turn_end`: a turn's end alone, the second of the steps that
 * change the phase (docs/performance.md, forty-third round).
 *
 * Returns: what herald_session_perform () returns
 */
BENCH_STEP_OF_KIND (herald_bench_turn_end)

/**
 * herald_bench_roll_step:
 * @session: a session with a game
 * @action: a roll (`roll`)
 * @error: the engine's refusal
 *
 * herald_session_perform (), for `valgrind --tool=callgrind
 * --toggle-collect=herald_bench_roll_step`: a roll alone, the third of the steps that change
 * the phase (docs/performance.md, forty-third round).
 *
 * Returns: what herald_session_perform () returns
 */
BENCH_STEP_OF_KIND (herald_bench_roll_step)

/**
 * herald_bench_perform_of_kind:
 * @session: a session with a game
 * @action: a step
 * @error: the engine's refusal
 *
 * herald_session_perform () through herald_bench_put_back (), herald_bench_turn_end () or
 * herald_bench_roll_step () for the steps that change the phase, so that callgrind can collect
 * each kind apart.
 *
 * Returns: what herald_session_perform () returns
 */
gboolean
herald_bench_perform_of_kind (HeraldSession      *session,
                              const HeraldAction *action,
                              GError            **error)
{
  gboolean ok;

  switch (action->type)
    {
    case HERALD_ACTION_DISCARD_CARD:
      ok = herald_bench_put_back (session, action, error);
      break;
    case HERALD_ACTION_END_TURN:
      ok = herald_bench_turn_end (session, action, error);
      break;
    case HERALD_ACTION_ROLL:
      ok = herald_bench_roll_step (session, action, error);
      break;
    default:
      ok = herald_session_perform (session, action, error);
    }
  /* no tail jumps into the wrappers, which callgrind's --toggle-collect would not see return
   * (docs/performance.md, forty-third round) */
  __asm__ volatile ("" ::: "memory");
  return ok;
}

/* The main thread's cost of a step in a long game, without the window: a session opens a
 * game of @n_actions random legal actions (seed 1, 4 players) and performs @steps more, each
 * timed around herald_session_perform() (the rules, the autosave and its summary, the backup
 * at a turn's end; the signals have no handlers here). @save_on_main: the saves on the main
 * thread (bench-roll --save-on-main), as before the thirty-eighth round. For bench-roll. */
void
herald_bench_print_session_steps (const char *dir,
                                  guint       n_actions,
                                  guint       steps,
                                  gboolean    save_on_main)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (1);
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 30);
  g_autoptr(HeraldSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) wall = herald_bench_samples_new ();
  g_autoptr(GArray) cpu = herald_bench_samples_new ();
  g_autoptr(GArray) written = herald_bench_samples_new ();
  g_autofree char *path = g_build_filename (dir, "long-game.json", NULL);
  guint waits;

  herald_random_play (game, rng, n_actions);
  if (!herald_save_write_file (game, path, &error))
    g_error ("%s", error->message);
  session = herald_session_new (path);
  /* in the games folder, as the app's games are: each step also leaves the start page's
   * summary beside the file */
  herald_session_set_games_folder (session, dir);
  /* as the window saves: on the save thread, the step shown once written */
  herald_session_set_write_behind (session, !save_on_main);
  if (!herald_session_resume (session, &error))
    g_error ("%s", error->message);
  waits = herald_game_file_get_n_waits ();

  for (guint i = 0; i < steps; i++)
    {
      HeraldAction action;
      gint64 t0, c0;
      double ms;

      if (!herald_bench_random_action (session, rng, &action))
        break;
      c0 = herald_bench_thread_cpu_us ();
      t0 = g_get_monotonic_time ();
      if (!herald_session_perform (session, &action, &error))
        g_error ("%s", error->message);
      ms = (g_get_monotonic_time () - t0) / 1000.0;
      g_array_append_val (wall, ms);
      ms = (herald_bench_thread_cpu_us () - c0) / 1000.0;
      g_array_append_val (cpu, ms);
      /* what a frame would wait before it shows the step (not in the step's figures) */
      herald_bench_time_written (session, written);
    }
  if (wall->len > 0)
    printf ("a step of a %u-action game on the main thread (herald_session_perform: rules, "
            "autosave, backups), %u steps:\n  p50 %.3f ms  p99 %.3f ms  max %.3f ms "
            "(target: under 1 ms)\n  CPU time p50 %.3f ms  p99 %.3f ms\n", n_actions, wall->len,
            herald_bench_percentile (wall, 0.5), herald_bench_percentile (wall, 0.99),
            herald_bench_percentile (wall, 1.0), herald_bench_percentile (cpu, 0.5),
            herald_bench_percentile (cpu, 0.99));
  /* steps one after the other without a pause: each settles the save of the one before, and
   * waits when it is still being written */
  printf ("  the main thread waited for a save %u times; the wait for the step's write after it "
          "returned, as its frame would: p50 %.3f ms  p99 %.3f ms%s\n",
          herald_game_file_get_n_waits () - waits, herald_bench_percentile (written, 0.5),
          herald_bench_percentile (written, 0.99), save_on_main ? " (saved on the main thread)" : "");
  herald_session_close (session);
}
