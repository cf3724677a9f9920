/* bench-roll.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A benchmark, not a test: roll-to-screen latency of the real window. `build-aux/dev bench`
 * runs it under Xvfb.
 *
 *   bench-roll [--rolls N] [--players N] [--steps N] [--window-steps N] [--window-frames] [--save-on-main]
 *              [--pause MS] [--mixed] [--dump-nodes FILE]
 *   bench-roll --sounds N
 *
 * The window of the application plays a 4-player game with physical progress cards. Each
 * roll activates `game.roll`, which is what the Space key (and the Roll button) does, and
 * takes the monotonic clock just before; the end is the first GdkFrameClock::after-paint of
 * the window after it, the frame that shows the dice and the sentence (GTK animations are
 * off, so the dice show their faces at once rather than tumbling first). Between rolls the
 * harness answers the window's dialogs with their default response (the barbarian check-in:
 * Fight), makes the pending choices through the session and ends the turn with
 * `game.end-turn`; none of that is timed. Printed: p50, p99 and the worst of the latency,
 * and how long the main thread spent inside the activation (the roll, the autosave and the
 * widgets' updates). First, without the window, what a step of a 1,000-action game costs the
 * main thread (the rules and the autosave); then the same in the window, with every widget's
 * handler of the step (the players' cards, the table, the history), the frame after it not
 * counted.
 *
 * Under GSK_RENDERER=cairo with LD_PRELOAD=build/tests/libbench-damage-probe.so, also how much
 * of the window each roll's frame drew (tests/bench-damage-probe.c; BENCH_DEBUG=1 prints each
 * roll's region and paint); BENCH_DUMP_ROLLS=DIR writes, for each of the first 12 rolls
 * (BENCH_DUMP_ROLLS_MAX=N: N), the window's render nodes as the frame before the roll drew them
 * and as the roll's frame did (roll-N-before.node, roll-N-after.node), the mapped widgets'
 * bounds at both frames (roll-N-widgets-before.txt, roll-N-widgets.txt) and the widgets whose
 * drawing the roll changed, where it changed (roll-N-changed.txt, each with its nodes before
 * and after in origin-K-*.node): what each damaged rectangle is. A roll is activated once
 * the end turn's frame has painted, so that its frame draws the roll's changes alone (the
 * player's case; docs/performance.md, forty-third round); --mixed activates it at once after
 * `game.end-turn`, before that frame, whose changes the roll's frame then draws too (the
 * default until the forty-third round: a roll's frame and an end turn's in one).
 * BENCH_DEBUG=1 also prints, at the end,
 * a table of every roll (herald_bench_print_rolls ()): its phases, and what the kernel saw
 * meanwhile (the threads' CPU and their wait for a CPU, the other processes' CPU), to tell
 * the slow rolls apart. --pause MS leaves the window idle before each roll, as a player's
 * key comes, rather than at once after the last turn's frame, and before each window step
 * (with --window-frames the step alone is then timed as at the table: the save thread has
 * finished the save of the step before).
 *
 * For what a roll's frame restyles and lays out: BENCH_CALLGRIND_LAYOUT=1 under
 * `valgrind --tool=callgrind --collect-atstart=no` collects only each roll frame's update and
 * layout phases (before-paint to the end of layout), and `--dump-after=bench_roll_mark` gives
 * each roll a file of its own (bench_roll_mark () is called at the activation, at the frame's
 * start and at its layout's end: breakpoints for gdb too); BENCH_STYLE_DIFF=1 prints, for rolls
 * 3 to 5, each widget whose CSS name, classes, state flags or mapping differ between the
 * activation and the frame's start (herald_bench_style_diff_begin ()). */

#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <adwaita.h>

#include "herald-save.h"
#include "herald-session.h"
#include "herald-session-game-file-private.h"
#include "herald-window.h"

#include "herald-bench-dump.h"
#include "herald-bench-utils.h"
#include "herald-random-play.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_TOGGLE_COLLECT
#endif

/* herald_damage_probe_take () of tests/bench-damage-probe.c (LD_PRELOAD): the region the last
 * cairo frame copied to the window, its pixels and rectangles; FALSE when no frame since */
typedef gboolean (*DamageProbeTake) (long        *area,
                                     int         *n_rects,
                                     double      *bounds,
                                     const char **rects);

typedef struct
{
  HeraldWindow      *window;
  HeraldSession     *session;
  GArray            *latency;     /* double, ms: activation to after-paint */
  GArray            *handler;     /* double, ms: inside the activation */
  GArray            *cpu;         /* double, ms: main thread CPU, activation to after-paint */
  guint              target;
  guint              n_players;
  gint64             t0;
  gint64             cpu0;
  gint64             pcpu0;       /* process CPU (all threads) at the frame's before-paint */
  gint64             pcpu_layout; /* ... after its layout */
  gint64             tcpu0;       /* main thread CPU at the frame's before-paint */
  GArray            *tcpu_layout; /* double, ms: main thread CPU of the frame's layout (style
                                   * and size) */
  GArray            *pcpu_paint;  /* double, ms: process CPU of the frame's paint, all threads
                                   * (GL on llvmpipe rasterizes on threads of its own) */
  const char        *dump_nodes;  /* where to write the window's render nodes at the end */
  gint64             t_before_paint;
  gint64             t_layout;
  gint64             t_paint;
  GArray            *wait;        /* double, ms: activation to the frame's before-paint */
  GArray            *layout;      /* double, ms: the frame's update and layout */
  GArray            *paint;       /* double, ms: the frame's paint (snapshot and render) */
  gboolean           armed;
  guint              games;
  guint              window_steps; /* steps of a 1,000-action game timed in the window */
  gboolean           window_frames;/* each window step waits for the frame after it */
  gboolean           step_painted; /* the window painted since the step */
  guint              step_frames;  /* window steps followed by a frame */
  GArray            *step_cpu;     /* double, ms: the step alone, frames between (--window-frames) */
  char              *home;         /* the throw-away data folder */
  GArray            *with_dialog; /* guint8 per roll: a dialog opened after it */
  GArray            *dialog_frame;/* double, ms: activation to a dialog's first after-paint */
  guint              n_dialogs;   /* dialogs that painted before the harness answered them */
  gboolean           waiting_dialog; /* the next step waits for a dialog's first frame */
  GArray            *dialog_cpu;  /* double, ms: main thread CPU of a dialog's first frame
                                   * (before-paint to after-paint: its layout, its paint) */
  DamageProbeTake    damage_take; /* tests/bench-damage-probe.c, when preloaded */
  GArray            *damage;      /* double, %: the window's pixels a roll's frame drew */
  GArray            *damage_rects;/* double: that region's rectangles */
  gboolean           debug;       /* BENCH_DEBUG: each roll's record, printed at the end */
  guint              pause_ms;    /* --pause: the window idle this long before each roll */
  gboolean           paused;      /* ... done for the coming roll */
  GArray            *records;     /* HeraldBenchRoll */
  HeraldBenchRoll    record;      /* the roll being measured */
  HeraldBenchSched   sched0;      /* at its activation */
  guint              n_frames;    /* the window's after-paints so far */
  guint              end_turn_frames; /* ... at the last game.end-turn */
  gboolean           mixed;       /* --mixed: the roll before the end turn's frame */
  gboolean           frame_wait;  /* the coming roll waits for the end turn's frame */
  gint64             t_frame;     /* the last after-paint */
  gboolean           callgrind_layout; /* BENCH_CALLGRIND_LAYOUT: callgrind collects only a
                                        * roll frame's update and layout phases */
  gboolean           collecting;
  HeraldBenchDump    dump;        /* BENCH_DUMP_ROLLS: the last frame before a roll */
} Bench;

static void step (Bench *b);

/* Empty marks for a debugger (gdb breakpoints that turn others on and off): a roll's
 * activation begins, its frame's update and layout begin, its layout ends */
G_GNUC_NO_INLINE void bench_roll_mark (int what);

G_GNUC_NO_INLINE void
bench_roll_mark (int what)
{
  __asm__ volatile ("" : : "r" (what) : "memory");
}

static void dump_roll_nodes (Bench      *b,
                             guint       roll,
                             const char *when);

static gboolean
step_cb (gpointer data)
{
  step (data);
  return G_SOURCE_REMOVE;
}

static void
schedule (Bench *b)
{
  /* after GTK's own idles (layout, the window's interaction queue) */
  g_idle_add_full (G_PRIORITY_LOW, step_cb, b, NULL);
}

/* a roll waiting for an end turn's frame that did not come */
static gboolean
frame_wait_timeout_cb (gpointer data)
{
  Bench *b = data;

  if (b->frame_wait)
    {
      b->frame_wait = FALSE;
      b->end_turn_frames = G_MAXUINT;
      step (b);
    }
  return G_SOURCE_REMOVE;
}

static void
phase_cb (GdkFrameClock *clock,
          gint64        *stamp)
{
  *stamp = g_get_monotonic_time ();
}

static void
before_paint_cb (GdkFrameClock *clock,
                 Bench         *b)
{
  b->t_before_paint = g_get_monotonic_time ();
  b->pcpu0 = herald_bench_process_cpu_us ();
  b->tcpu0 = herald_bench_thread_cpu_us ();
  if (b->armed && b->callgrind_layout)
    {
      b->collecting = TRUE;
      CALLGRIND_TOGGLE_COLLECT;
    }
  if (b->armed)
    {
      bench_roll_mark (1);
      herald_bench_style_diff_end (GTK_WIDGET (b->window));
    }
}

static void
layout_cb (GdkFrameClock *clock,
           Bench         *b)
{
  b->t_layout = g_get_monotonic_time ();
  b->pcpu_layout = herald_bench_process_cpu_us ();
  if (b->collecting)
    {
      b->collecting = FALSE;
      CALLGRIND_TOGGLE_COLLECT;
    }
  if (b->armed)
    bench_roll_mark (2);
  if (b->armed)
    {
      double ms = (herald_bench_thread_cpu_us () - b->tcpu0) / 1000.0;

      g_array_append_val (b->tcpu_layout, ms);
    }
}

#define LAST(a) g_array_index ((a), double, (a)->len - 1)

/* BENCH_DEBUG: the roll just measured, with what the kernel saw meanwhile */
static void
record_roll (Bench *b)
{
  HeraldBenchRoll *r = &b->record;
  const HeraldState *s = herald_session_get_state (b->session);
  HeraldBenchSched now;
  g_autofree char *loadavg = NULL;

  herald_bench_sched_sample (&now);
  for (guint i = 0; i < 3; i++)
    {
      r->d.run_ns[i] = now.run_ns[i] - b->sched0.run_ns[i];
      r->d.wait_ns[i] = now.wait_ns[i] - b->sched0.wait_ns[i];
    }
  r->d.busy_jiffies = now.busy_jiffies - b->sched0.busy_jiffies;
  r->d.pressure_us = now.pressure_us - b->sched0.pressure_us;
  r->d.minflt = now.minflt - b->sched0.minflt;
  r->d.exec_maps = now.exec_maps - b->sched0.exec_maps;
  r->frames = gdk_frame_clock_get_frame_counter (gtk_widget_get_frame_clock (GTK_WIDGET (b->window))) - r->frames;
  if (s != NULL && s->has_last_roll)
    {
      r->red = s->last_roll.red;
      r->white = s->last_roll.white;
      r->event = s->last_roll.event;
    }
  r->ship1 = s != NULL ? s->barbarian_position : 0;
  r->latency = LAST (b->latency);
  r->wait = LAST (b->wait);
  r->layout = LAST (b->layout);
  r->paint = LAST (b->paint);
  r->cpu = LAST (b->cpu);
  r->layout_cpu = LAST (b->tcpu_layout);
  r->paint_cpu = LAST (b->pcpu_paint);
  if (g_file_get_contents ("/proc/loadavg", &loadavg, NULL, NULL))
    r->load1 = g_ascii_strtod (loadavg, NULL);
  g_array_append_val (b->records, *r);
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *b)
{
  double ms;

  b->n_frames++;
  if (!b->armed)
    {
      b->t_frame = g_get_monotonic_time ();
      if (b->frame_wait)
        {
          /* the end turn's frame: the roll comes after GTK's idles, as schedule () puts it */
          b->frame_wait = FALSE;
          schedule (b);
        }
      /* the window's render node is dropped as soon as a draw is queued: what the frame
       * before the roll showed is kept as it paints */
      if (g_getenv ("BENCH_DUMP_ROLLS") != NULL && b->latency->len < herald_bench_dump_rolls_max ())
        herald_bench_dump_keep (&b->dump, GTK_WIDGET (b->window));
      return;
    }
  b->armed = FALSE;
  /* the renderer's threads may still work after the paint signal returns (swap): their
   * CPU time until after-paint counts */
  ms = (herald_bench_process_cpu_us () - b->pcpu_layout) / 1000.0;
  g_array_append_val (b->pcpu_paint, ms);
  ms = (g_get_monotonic_time () - b->t0) / 1000.0;
  g_array_append_val (b->latency, ms);
  ms = (herald_bench_thread_cpu_us () - b->cpu0) / 1000.0;
  g_array_append_val (b->cpu, ms);
  ms = (b->t_before_paint - b->t0) / 1000.0;
  g_array_append_val (b->wait, ms);
  ms = (b->t_layout - b->t_before_paint) / 1000.0;
  g_array_append_val (b->layout, ms);
  ms = (b->t_paint - b->t_layout) / 1000.0;
  g_array_append_val (b->paint, ms);
  if (b->with_dialog->len < b->latency->len)
    g_array_set_size (b->with_dialog, b->latency->len);
  if (b->damage_take != NULL)
    {
      long area;
      int n_rects;
      double bounds[4];
      const char *rects;

      if (b->damage_take (&area, &n_rects, bounds, &rects))
        {
          double pct = 100.0 * area / (gtk_widget_get_width (GTK_WIDGET (b->window)) *
                                       gtk_widget_get_height (GTK_WIDGET (b->window)));
          double n = n_rects;

          g_array_append_val (b->damage, pct);
          g_array_append_val (b->damage_rects, n);
          if (g_getenv ("BENCH_DEBUG"))
            g_printerr ("roll %u: paint %.2f ms, %.1f %% of the window, %d rectangles, bounds "
                        "[%g,%g %gx%g]:%s\n", b->latency->len,
                        g_array_index (b->pcpu_paint, double, b->pcpu_paint->len - 1), pct,
                        n_rects, bounds[0], bounds[1], bounds[2], bounds[3], rects);
        }
    }
  if (b->debug)
    record_roll (b);
  b->t_frame = g_get_monotonic_time ();
  dump_roll_nodes (b, b->latency->len - 1, "after");
  schedule (b);
}

static void
dialog_before_paint_cb (GdkFrameClock *clock,
                        GtkWidget     *dialog)
{
  g_object_set_data (G_OBJECT (dialog), "bench-cpu", GSIZE_TO_POINTER (herald_bench_thread_cpu_us ()));
}

/* A dialog's first frame: a dialog is answered only once it has shown (as a player answers
 * it), so that its first frame's cost is paid and measured, after the roll's frame */
static void
dialog_after_paint_cb (GdkFrameClock *clock,
                       GtkWidget     *dialog)
{
  Bench *b = g_object_get_data (G_OBJECT (dialog), "bench");
  double ms;

  g_signal_handlers_disconnect_by_func (clock, dialog_after_paint_cb, dialog);
  g_signal_handlers_disconnect_by_func (clock, dialog_before_paint_cb, dialog);
  if (g_object_get_data (G_OBJECT (dialog), "bench-painted") != NULL)
    return;
  g_object_set_data (G_OBJECT (dialog), "bench-painted", GINT_TO_POINTER (1));
  ms = (g_get_monotonic_time () - b->t0) / 1000.0;
  g_array_append_val (b->dialog_frame, ms);
  ms = (herald_bench_thread_cpu_us () - GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "bench-cpu"))) / 1000.0;
  g_array_append_val (b->dialog_cpu, ms);
  b->n_dialogs++;
  if (b->waiting_dialog)
    {
      b->waiting_dialog = FALSE;
      schedule (b);
    }
}

/* Answers every dialog the window shows with its default response (or closes it), once it
 * has shown its first frame. Returns: 0 when there is none, 1 when one has yet to show, 2
 * when one was answered */
static int
answer_dialogs (Bench *b)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  int answered = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (w == GTK_WINDOW (b->window) || !gtk_widget_get_visible (GTK_WIDGET (w)))
        continue;
      if (g_object_get_data (G_OBJECT (w), "bench-painted") == NULL)
        /* not shown yet: answered after its first frame (dialog_after_paint_cb) */
        return 1;
      if (g_getenv ("BENCH_DEBUG"))
        g_printerr ("answer %s\n", G_OBJECT_TYPE_NAME (w));
      if (ADW_IS_MESSAGE_DIALOG (w) &&
          adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (w)) != NULL)
        {
          g_autofree char *response =
            g_strdup (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (w)));

          adw_message_dialog_response (ADW_MESSAGE_DIALOG (w), response);
          gtk_window_close (w);
        }
      else
        gtk_window_close (w);
      answered = 2;
    }
  return answered;
}

/* Writes the render nodes of the window as it shows now (the frame after the last roll) to
 * b->dump_nodes, in GSK's text format: what the renderer draws, node by node */
static void
dump_nodes_to (Bench      *b,
               const char *path)
{
  g_autoptr(GskRenderNode) node = herald_bench_window_nodes (GTK_WIDGET (b->window));
  g_autoptr(GError) error = NULL;

  if (node == NULL || !gsk_render_node_write_to_file (node, path, &error))
    g_printerr ("bench-roll: could not write %s: %s\n", path,
                error ? error->message : "no nodes");
}

static void
dump_nodes (Bench *b)
{
  dump_nodes_to (b, b->dump_nodes);
}

/* BENCH_DUMP_ROLLS=DIR: the frame before each of the first 12 rolls and the roll's frame
 * (herald-bench-dump.c) */
static void
dump_roll_nodes (Bench      *b,
                 guint       roll,
                 const char *when)
{
  const char *dir = g_getenv ("BENCH_DUMP_ROLLS");

  if (dir != NULL && roll < herald_bench_dump_rolls_max ())
    herald_bench_dump_roll (&b->dump, GTK_WIDGET (b->window), dir, roll, g_str_equal (when, "after"));
}

static void
dialog_realize_cb (GtkWidget *dialog,
                   Bench     *b)
{
  /* the roll it came with: the one being measured, or the last one measured */
  guint roll = b->armed ? b->latency->len : b->latency->len - 1;

  if (b->with_dialog->len < roll + 1)
    g_array_set_size (b->with_dialog, roll + 1);
  g_array_index (b->with_dialog, guint8, roll) = 1;
  g_object_set_data (G_OBJECT (dialog), "bench", b);
  g_signal_connect_object (gtk_widget_get_frame_clock (dialog), "before-paint",
                           G_CALLBACK (dialog_before_paint_cb), dialog, 0);
  g_signal_connect_object (gtk_widget_get_frame_clock (dialog), "after-paint",
                           G_CALLBACK (dialog_after_paint_cb), dialog, 0);
}

/* every new window other than the application's: its first frame is waited for and timed */
static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added,
                      Bench      *b)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);

      if (w != GTK_WIDGET (b->window) && g_object_get_data (G_OBJECT (w), "bench-hooked") == NULL)
        {
          g_object_set_data (G_OBJECT (w), "bench-hooked", GINT_TO_POINTER (1));
          g_signal_connect (w, "realize", G_CALLBACK (dialog_realize_cb), b);
        }
    }
}

static void
new_game (Bench *b)
{
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  static const HeraldPlayerInfo players[] = {
    { "Ada", HERALD_COLOR_RED }, { "Bo", HERALD_COLOR_BLUE },
    { "Cleo", HERALD_COLOR_WHITE }, { "Dag", HERALD_COLOR_ORANGE },
  };

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.victory_points = 30;
  rules.digital_cards = FALSE;
  if (!herald_session_new_game (b->session, &rules, players, b->n_players, FALSE,
                                &error))
    g_error ("new game: %s", error->message);
  b->games++;
}

static void
step (Bench *b)
{
  const HeraldState *s;

  if (b->latency->len >= b->target)
    {
      if (b->dump_nodes != NULL)
        dump_nodes (b);
      herald_bench_quit ();
      return;
    }

  switch (answer_dialogs (b))
    {
    case 1:
      /* waiting for a dialog's first frame */
      b->waiting_dialog = TRUE;
      return;
    case 2:
      schedule (b);
      return;
    default:
      break;
    }

  s = herald_session_get_state (b->session);
  if (s == NULL || s->phase == HERALD_PHASE_OVER)
    {
      new_game (b);
      schedule (b);
      return;
    }

  if (s->n_pending > 0)
    {
      const HeraldPending *p = &s->pending[0];
      HeraldAction a;

      herald_action_init (&a, p->type == HERALD_PENDING_CHOOSE_DECK ? HERALD_ACTION_CHOOSE_DECK :
                          p->type == HERALD_PENDING_CHOOSE_CITY ? HERALD_ACTION_CHOOSE_CITY :
                          HERALD_ACTION_DISCARD_CARD, p->player);
      a.track = 0;
      a.flag = 0;
      if (p->type == HERALD_PENDING_DISCARD_CARD)
        a.card = s->players[p->player].hand[0];
      if (!herald_session_perform (b->session, &a, NULL))
        {
          /* a choice the harness cannot make: start again */
          new_game (b);
        }
      schedule (b);
      return;
    }

  if (s->phase == HERALD_PHASE_BEFORE_ROLL)
    {
      double ms;

      if (b->pause_ms > 0 && !b->paused)
        {
          /* as a player: the key comes while the window is idle, no frame under way */
          b->paused = TRUE;
          g_timeout_add (b->pause_ms, step_cb, b);
          return;
        }
      b->paused = FALSE;
      if (!b->mixed && b->n_frames == b->end_turn_frames)
        {
          /* the end turn's frame not painted yet: its changes are not the roll's
           * (after_paint_cb () comes back; a turn's end that changed nothing draws no
           * frame, and the timeout does) */
          if (!b->frame_wait)
            {
              b->frame_wait = TRUE;
              g_timeout_add (500, frame_wait_timeout_cb, b);
            }
          return;
        }

      dump_roll_nodes (b, b->latency->len, "before");
      if (b->debug)
        {
          b->record = (HeraldBenchRoll) {
            .game = b->games, .round = s->round, .player = s->current,
            .ship0 = s->barbarian_position,
            .new_game = b->records->len == 0 ||
                        g_array_index (b->records, HeraldBenchRoll, b->records->len - 1).game != b->games,
            .end_turn_pending = b->n_frames == b->end_turn_frames,
            .since_frame = (g_get_monotonic_time () - b->t_frame) / 1000.0,
            .frames = gdk_frame_clock_get_frame_counter (gtk_widget_get_frame_clock (GTK_WIDGET (b->window))),
          };
          herald_bench_sched_sample (&b->sched0);
        }
      b->armed = TRUE;
      b->cpu0 = herald_bench_thread_cpu_us ();
      bench_roll_mark (0);
      if (g_getenv ("BENCH_STYLE_DIFF") && b->latency->len >= 3 && b->latency->len < 6)
        {
          g_printerr ("style: roll %u\n", b->latency->len);
          herald_bench_style_diff_begin (GTK_WIDGET (b->window));
        }
      b->t0 = g_get_monotonic_time ();
      gtk_widget_activate_action (GTK_WIDGET (b->window), "game.roll", NULL);
      ms = (g_get_monotonic_time () - b->t0) / 1000.0;
      g_array_append_val (b->handler, ms);
      /* the frame clock's after-paint ends the measurement and schedules the next step */
      return;
    }

  b->end_turn_frames = b->n_frames;
  if (!gtk_widget_activate_action (GTK_WIDGET (b->window), "game.end-turn", NULL) ||
      herald_session_get_state (b->session)->phase != HERALD_PHASE_BEFORE_ROLL)
    {
      HeraldAction a;

      herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
      if (!herald_session_perform (b->session, &a, NULL))
        new_game (b);
    }
  schedule (b);
}

/* Drains the main loop (the frames and idles a step queued), untimed */
static void
settle (void)
{
  for (guint i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static void
step_after_paint_cb (GdkFrameClock *clock,
                     Bench         *b)
{
  b->step_painted = TRUE;
}

/* With --window-frames, a window step and what follows it to the after-paint of its frame
 * (the idles it queued, the frame's layout and paint; at most 2 s when no frame comes), for
 * `valgrind --tool=callgrind --toggle-collect=bench_window_step_and_frame`: what the main
 * thread does for a step in all, where the step alone (--toggle-collect=herald_session_perform)
 * may only move work into the frame (docs/performance.md, twenty-first round) */
G_GNUC_NO_INLINE gboolean bench_window_step_and_frame (Bench              *b,
                                                       const HeraldAction *action,
                                                       GError            **error);

G_GNUC_NO_INLINE gboolean
bench_window_step_and_frame (Bench              *b,
                             const HeraldAction *action,
                             GError            **error)
{
  gint64 c0 = herald_bench_thread_cpu_us ();
  gboolean timed_out = FALSE;
  guint timeout;
  double ms;

  b->step_painted = FALSE;
  if (!herald_session_perform (b->session, action, error))
    return FALSE;
  /* the step alone (with --pace, as at the table: the save thread has finished the step
   * before's save) */
  ms = (herald_bench_thread_cpu_us () - c0) / 1000.0;
  g_array_append_val (b->step_cpu, ms);
  timeout = g_timeout_add (2000, herald_bench_set_flag_cb, &timed_out);
  while (!b->step_painted && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (timeout);
  b->step_frames += b->step_painted;
  return TRUE;
}

/* --save-on-main: the steps' saves on the main thread, as before the thirty-eighth round */
static gboolean save_on_main;

/* What a step of a 1,000-action game costs the main thread in the window: the game of
 * herald_bench_print_session_steps () opened in the window's session (as Resume Game does), then
 * b->window_steps random steps, each timed around herald_session_perform (), which runs the
 * rules, the autosave and every widget's handler of the step (the players' items and cards,
 * the table, the history's model); the frame that follows is not counted (the roll's figures
 * are about frames). Between steps the main loop is drained, untimed. The window then goes
 * back to a new game for the rolls. */
static void
print_window_steps (Bench *b)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (1);
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 30);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) wall = herald_bench_samples_new ();
  g_autoptr(GArray) cpu = herald_bench_samples_new ();
  g_autofree char *dir = herald_bench_games_folder_new (b->home);
  g_autofree char *path = g_build_filename (dir, "window-long-game.json", NULL);
  g_autoptr(GArray) written = herald_bench_samples_new ();
  g_autoptr(GArray) kinds = herald_bench_kind_samples_new ();
  guint waits;

  herald_random_play (game, rng, 1000);
  if (!herald_save_write_file (game, path, &error))
    g_error ("%s", error->message);
  if (!herald_session_open (b->session, path, FALSE, &error))
    g_error ("%s", error->message);
  settle ();
  waits = herald_game_file_get_n_waits ();
  if (b->window_frames)
    g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (b->window)), "after-paint",
                      G_CALLBACK (step_after_paint_cb), b);

  for (guint i = 0; i < b->window_steps; i++)
    {
      HeraldAction action;
      gint64 t0, c0;
      double ms;

      if (!herald_bench_random_action (b->session, rng, &action))
        break;
      c0 = herald_bench_thread_cpu_us ();
      t0 = g_get_monotonic_time ();
      if (b->window_frames ? !bench_window_step_and_frame (b, &action, &error)
          : !herald_bench_perform_of_kind (b->session, &action, &error))
        g_error ("%s", error->message);
      ms = (g_get_monotonic_time () - t0) / 1000.0;
      g_array_append_val (wall, ms);
      ms = (herald_bench_thread_cpu_us () - c0) / 1000.0;
      g_array_append_val (cpu, ms);
      if (!b->window_frames)
        herald_bench_kind_sample (kinds, &action, ms);
      /* what the step's frame waits for before its paint (untimed above, as the frame is) */
      herald_bench_time_written (b->session, written);
      settle ();
      if (b->pause_ms > 0)
        herald_bench_idle_for (b->pause_ms);
    }
  if (b->window_frames)
    {
      g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (GTK_WIDGET (b->window)),
                                            step_after_paint_cb, b);
      if (wall->len > 0)
        printf ("a step of a 1000-action game in the window and its frame, %u steps (%u with a frame):\n"
                "  p50 %.3f ms  p99 %.3f ms  CPU time p50 %.3f ms  p99 %.3f ms\n", wall->len,
                b->step_frames, herald_bench_percentile (wall, 0.5), herald_bench_percentile (wall, 0.99),
                herald_bench_percentile (cpu, 0.5), herald_bench_percentile (cpu, 0.99));
      if (b->step_cpu->len > 0)
        printf ("  the step alone (herald_session_perform with the widgets' handlers%s): CPU time "
                "p50 %.3f ms  p99 %.3f ms  max %.3f ms (target: under 1 ms)\n",
                b->pause_ms > 0 ? ", the window idle before it" : "",
                herald_bench_percentile (b->step_cpu, 0.5),
                herald_bench_percentile (b->step_cpu, 0.99),
                herald_bench_percentile (b->step_cpu, 1.0));
    }
  else if (wall->len > 0)
    printf ("a step of a 1000-action game in the window (herald_session_perform with the "
            "widgets' handlers, no frame), %u steps:\n  p50 %.3f ms  p99 %.3f ms  max %.3f ms "
            "(target: under 1 ms)\n  CPU time p50 %.3f ms  p99 %.3f ms\n", wall->len,
            herald_bench_percentile (wall, 0.5), herald_bench_percentile (wall, 0.99),
            herald_bench_percentile (wall, 1.0), herald_bench_percentile (cpu, 0.5),
            herald_bench_percentile (cpu, 0.99));
  herald_bench_print_kinds (kinds);
  /* the save runs on the save thread (herald-session-save-queue.c); the main thread waits for
   * it only when it needs the file before the save is done (docs/performance.md, thirty-eighth
   * round) */
  printf ("  the main thread waited for a save %u times; the wait for the step's write after it "
          "returned, as its frame does: p50 %.3f ms  p99 %.3f ms%s\n",
          herald_game_file_get_n_waits () - waits, herald_bench_percentile (written, 0.5),
          herald_bench_percentile (written, 0.99), save_on_main ? " (saved on the main thread)" : "");
  fflush (stdout);
  new_game (b);
  settle ();
}

static gboolean
start_cb (gpointer data)
{
  Bench *b = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (b->window));

  g_assert (clock != NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), b);
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), b);
  g_signal_connect_after (clock, "layout", G_CALLBACK (layout_cb), b);
  g_signal_connect_after (clock, "paint", G_CALLBACK (phase_cb), &b->t_paint);
  b->t_frame = g_get_monotonic_time ();
  if (b->window_steps > 0)
    print_window_steps (b);
  g_signal_connect (gtk_window_get_toplevels (), "items-changed", G_CALLBACK (toplevels_changed_cb), b);
  step (b);
  return G_SOURCE_REMOVE;
}

static void
opened_cb (HeraldWindow *window,
           gpointer      data)
{
  Bench *b = data;

  b->window = window;
  b->session = herald_window_get_session (b->window);
  if (save_on_main)
    herald_session_set_write_behind (b->session, FALSE);
  new_game (b);
}

int
main (int    argc,
      char **argv)
{
  gint rolls = 1000, players = 4, steps = 200, window_steps = 200, n_sounds = 0, pause = 0;
  gboolean window_frames = FALSE, mixed = FALSE;
  char *dump = NULL;
  GOptionEntry entries[] = {
    { "rolls", 'n', 0, G_OPTION_ARG_INT, &rolls, "Rolls to time (default 1000)", "N" },
    { "pause", 0, 0, G_OPTION_ARG_INT, &pause,
      "Leave the window idle MS before each roll and window step, as between a player's keys (default 0; "
      "without it a roll still waits for the end turn's frame)", "MS" },
    { "mixed", 0, 0, G_OPTION_ARG_NONE, &mixed,
      "Roll at once after the end turn, before its frame: the roll's frame also draws the end turn's changes "
      "(the default before docs/performance.md's forty-third round)", NULL },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, "Players, 3–4 (default 4)", "N" },
    { "steps", 's', 0, G_OPTION_ARG_INT, &steps,
      "Steps timed in a 1,000-action game, without the window (default 200; 0: none)", "N" },
    { "window-steps", 'w', 0, G_OPTION_ARG_INT, &window_steps,
      "Steps timed in a 1,000-action game in the window, the frames not counted (default 200; 0: none)", "N" },
    { "window-frames", 0, 0, G_OPTION_ARG_NONE, &window_frames,
      "Each window step is timed to the after-paint of its frame (bench_window_step_and_frame ())", NULL },
    { "save-on-main", 0, 0, G_OPTION_ARG_NONE, &save_on_main,
      "Save the steps on the main thread, as before the save thread (docs/performance.md, thirty-eighth round)", NULL },
    { "sounds", 0, 0, G_OPTION_ARG_INT, &n_sounds,
      "Only time N plays of a roll's sound on the main thread (GStreamer's fakeaudiosink)", "N" },
    { "dump-nodes", 0, 0, G_OPTION_ARG_FILENAME, &dump,
      "Write the window's render nodes after the last roll to FILE (GSK's text format)", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- roll-to-screen latency");
  g_autoptr(GError) error = NULL;
  g_autofree char *home = NULL;
  Bench b = { 0, };
  int status;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || rolls < 1 || players < 3 ||
      players > 4)
    {
      fprintf (stderr, "bench-roll: %s\n", error ? error->message : "out-of-range option");
      return 2;
    }

  if (n_sounds > 0)
    return herald_bench_print_sounds (n_sounds);

  /* the autosave goes to a throw-away folder, never to the user's game */
  home = herald_bench_data_home_new ("bench-roll");

  if (steps > 0)
    herald_bench_print_session_steps (home, 1000, steps, save_on_main);

  b.target = rolls;
  b.window_steps = MAX (window_steps, 0);
  b.window_frames = window_frames;
  b.home = home;
  b.n_players = players;
  b.latency = herald_bench_samples_new ();
  b.handler = herald_bench_samples_new ();
  b.step_cpu = herald_bench_samples_new ();
  b.cpu = herald_bench_samples_new ();
  b.wait = herald_bench_samples_new ();
  b.layout = herald_bench_samples_new ();
  b.paint = herald_bench_samples_new ();
  b.pcpu_paint = herald_bench_samples_new ();
  b.tcpu_layout = herald_bench_samples_new ();
  b.dump_nodes = dump;
  b.with_dialog = g_array_new (FALSE, TRUE, sizeof (guint8));
  b.dialog_frame = herald_bench_samples_new ();
  b.dialog_cpu = herald_bench_samples_new ();
  b.damage_take = (DamageProbeTake) dlsym (RTLD_DEFAULT, "herald_damage_probe_take");
  b.damage = herald_bench_samples_new ();
  b.damage_rects = herald_bench_samples_new ();
  b.debug = g_getenv ("BENCH_DEBUG") != NULL;
  b.callgrind_layout = g_getenv ("BENCH_CALLGRIND_LAYOUT") != NULL;
  b.pause_ms = MAX (pause, 0);
  b.mixed = mixed;
  b.records = g_array_new (FALSE, TRUE, sizeof (HeraldBenchRoll));
  /* let the first frames settle */
  status = herald_bench_run_window (argv, opened_cb, 200, start_cb, &b);

  if (b.latency->len > 0)
    {
      g_autoptr(GArray) plain = herald_bench_samples_new ();
      g_autoptr(GArray) dialog = herald_bench_samples_new ();

      /* before the percentiles sort the latencies */
      for (guint i = 0; i < b.latency->len; i++)
        {
          if (i < b.with_dialog->len && g_array_index (b.with_dialog, guint8, i))
            g_array_append_val (dialog, g_array_index (b.latency, double, i));
          else
            g_array_append_val (plain, g_array_index (b.latency, double, i));
        }
      printf ("roll to screen (game.roll to the after-paint of the frame showing it), %u rolls "
              "in %u games, %u players%s:\n"
              "  p50 %.2f ms  p99 %.2f ms  max %.2f ms (target: p99 < 16 ms: %s)\n",
              b.latency->len, b.games, b.n_players,
              b.mixed ? ", each before the end turn's frame (--mixed: both frames' changes)" : "",
              herald_bench_percentile (b.latency, 0.5),
              herald_bench_percentile (b.latency, 0.99), herald_bench_percentile (b.latency, 1.0),
              herald_bench_percentile (b.latency, 0.99) < 16 ? "met" : "NOT met");
      printf ("  main thread CPU time for it (a busy machine inflates the wall clock, not this): "
              "p50 %.2f ms  p99 %.2f ms\n", herald_bench_percentile (b.cpu, 0.5),
              herald_bench_percentile (b.cpu, 0.99));
      printf ("  of which: to the frame's start p50 %.2f ms, its layout p50 %.2f ms, its paint "
              "p50 %.2f ms\n", herald_bench_percentile (b.wait, 0.5),
              herald_bench_percentile (b.layout, 0.5), herald_bench_percentile (b.paint, 0.5));
      printf ("  the layout's CPU time (main thread): p50 %.2f ms  p99 %.2f ms\n",
              herald_bench_percentile (b.tcpu_layout, 0.5),
              herald_bench_percentile (b.tcpu_layout, 0.99));
      printf ("  the paint's CPU time, all threads (the renderer's too; load does not inflate it): "
              "p50 %.2f ms  p99 %.2f ms\n", herald_bench_percentile (b.pcpu_paint, 0.5),
              herald_bench_percentile (b.pcpu_paint, 0.99));
      printf ("  main thread inside the activation (roll, autosave, widgets): p50 %.2f ms  "
              "p99 %.2f ms  max %.2f ms\n", herald_bench_percentile (b.handler, 0.5),
              herald_bench_percentile (b.handler, 0.99), herald_bench_percentile (b.handler, 1.0));
      if (plain->len > 0)
        printf ("  rolls that open no dialog (%u): p50 %.2f ms  p99 %.2f ms\n", plain->len,
                herald_bench_percentile (plain, 0.5), herald_bench_percentile (plain, 0.99));
      if (dialog->len > 0)
        printf ("  rolls that open a dialog (%u: the check-in, the attack's result): the roll's "
                "frame p50 %.2f ms  p99 %.2f ms; the dialog's first frame p50 %.2f ms  p99 %.2f ms "
                "after the key\n", dialog->len, herald_bench_percentile (dialog, 0.5),
                herald_bench_percentile (dialog, 0.99), herald_bench_percentile (b.dialog_frame, 0.5),
                herald_bench_percentile (b.dialog_frame, 0.99));
      if (b.dialog_cpu->len > 0)
        printf ("  a dialog's first frame (%u), main thread CPU time of its layout and paint: "
                "p50 %.2f ms  p99 %.2f ms\n", b.dialog_cpu->len,
                herald_bench_percentile (b.dialog_cpu, 0.5), herald_bench_percentile (b.dialog_cpu, 0.99));
      if (b.damage->len > 0)
        {
          guint most = 0;

          for (guint i = 0; i < b.damage->len; i++)
            most += g_array_index (b.damage, double, i) > 83;
          printf ("  what a roll's frame drew (cairo, tests/bench-damage-probe.c), %u frames: "
                  "p50 %.1f %%  p90 %.1f %%  max %.1f %% of the window, %u of them over 83 %%; "
                  "rectangles p50 %.0f  max %.0f\n", b.damage->len,
                  herald_bench_percentile (b.damage, 0.5), herald_bench_percentile (b.damage, 0.9),
                  herald_bench_percentile (b.damage, 1.0), most,
                  herald_bench_percentile (b.damage_rects, 0.5),
                  herald_bench_percentile (b.damage_rects, 1.0));
        }
    }

  if (b.debug)
    herald_bench_print_rolls (b.records, b.with_dialog);
  g_array_unref (b.records);
  herald_bench_remove_tree (home);
  g_array_unref (b.latency);
  g_array_unref (b.handler);
  g_array_unref (b.step_cpu);
  g_array_unref (b.cpu);
  g_array_unref (b.wait);
  g_array_unref (b.layout);
  g_array_unref (b.paint);
  g_array_unref (b.pcpu_paint);
  g_array_unref (b.tcpu_layout);
  g_array_unref (b.with_dialog);
  g_array_unref (b.dialog_frame);
  g_array_unref (b.dialog_cpu);
  g_array_unref (b.damage);
  g_array_unref (b.damage_rects);
  g_free (dump);
  return status;
}
