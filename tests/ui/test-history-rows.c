/* test-history-rows.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a step in the window does not do again (issue 14, docs/performance.md). The history's
 * rows (rounds 17 and 19): made again only for a step they did not show, told of a step only
 * where its row changed, not told at all while the history is hidden; after steps, undos,
 * another game and scrolling, each row in sight shows its own step. The page's first Tab stop
 * after a step (round 23): found without GTK's search of the page, where the search would
 * land. Random games are played through a session (as bench-roll --window-steps does). Split
 * from test-step-refresh.c. Needs a display: meson runs it under xvfb-run; without either it
 * reports a skip. */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-focus.h"
#include "herald-history-view.h"
#include "herald-random-play.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "step-test-utils.h"

/* A session's history shown alone in a window, at 320 × 600 */
typedef struct
{
  HeraldSession *session;
  HeraldRng     *rng;
  char          *dir;    /* the random games' files */
  GtkWidget     *window;
  GtkWidget     *view;
  GListModel    *history;
} Shown;

/* @shown made, with a random game of @n_actions actions played with random numbers of @seed */
static void
shown_open (Shown  *shown,
            guint   seed,
            guint   n_actions)
{
  shown->session = herald_session_new (NULL);
  shown->rng = herald_rng_new_with_seed (seed);
  shown->dir = g_dir_make_tmp ("herald-history-rows-XXXXXX", NULL);
  shown->window = gtk_window_new ();
  shown->view = g_object_new (HERALD_TYPE_HISTORY_VIEW, NULL);
  shown->history = herald_session_get_history (shown->session);
  gtk_window_set_default_size (GTK_WINDOW (shown->window), 320, 600);
  gtk_window_set_child (GTK_WINDOW (shown->window), shown->view);
  gtk_window_present (GTK_WINDOW (shown->window));
  herald_history_view_set_history (HERALD_HISTORY_VIEW (shown->view), shown->history);
  herald_test_open_random_game (shown->session, shown->rng, shown->dir, n_actions);
}

static void
shown_close (Shown *shown)
{
  gtk_window_destroy (GTK_WINDOW (shown->window));
  herald_test_flush ();
  g_object_unref (shown->session);
  herald_rng_free (shown->rng);
  g_free (shown->dir);
}

/* The history's rows are made again only for a step they did not show (row_bind_cb ()): after
 * every step and undo, another game opened and the list scrolled through, each row in sight
 * shows its own step (a row kept from before would show a step undone, another game's, or one
 * out of order) */
static void
test_history_rows (void)
{
  Shown s;
  GtkAdjustment *adjustment;

  shown_open (&s, 5, 300);
  herald_test_assert_history_rows (s.view, s.history, "opening a game");
  for (guint i = 0; i < 40; i++)
    {
      if (!herald_test_perform_random_step (s.session, s.rng, NULL))
        break;
      herald_test_assert_history_rows (s.view, s.history, "a step");
      if (i % 5 == 2)
        {
          g_assert_true (herald_session_undo (s.session, NULL));
          herald_test_assert_history_rows (s.view, s.history, "an undo");
        }
    }
  /* scrolled to the oldest and back: the rows are used again for other steps */
  adjustment = gtk_scrolled_window_get_vadjustment (herald_test_find_one (s.view, GTK_TYPE_SCROLLED_WINDOW));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  herald_test_assert_history_rows (s.view, s.history, "scrolling to the oldest step");
  gtk_adjustment_set_value (adjustment, 0);
  herald_test_assert_history_rows (s.view, s.history, "scrolling back");
  herald_test_open_random_game (s.session, s.rng, s.dir, 200);
  herald_test_assert_history_rows (s.view, s.history, "opening another game");

  shown_close (&s);
}

static gboolean
count_emission_cb (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  return ++*(gulong *) data > 0;
}

/* A step tells only a row whose step changed (row_text_cb ()), not the ~200 it moves down, as
 * GTK 4.8's signal factory did ("unbind", "bind": performance.md, round 17; class made here) */
static void
test_history_rows_not_bound (void)
{
  Shown s;
  GType factory = G_TYPE_FROM_CLASS (g_type_class_ref (GTK_TYPE_SIGNAL_LIST_ITEM_FACTORY));
  guint bind_id = g_signal_lookup ("bind", factory), unbind_id = g_signal_lookup ("unbind", factory);
  gulong bind_hook, unbind_hook, n_emitted = 0, n_steps = 0;

  shown_open (&s, 7, 300);
  bind_hook = g_signal_add_emission_hook (bind_id, 0, count_emission_cb, &n_emitted, NULL);
  unbind_hook = g_signal_add_emission_hook (unbind_id, 0, count_emission_cb, &n_emitted, NULL);
  for (guint i = 0; i < 20; i++)
    {
      n_emitted = 0;
      if (!herald_test_perform_random_step (s.session, s.rng, NULL))
        break;
      herald_test_flush ();
      g_assert_cmpuint (n_emitted, <=, 2);
      n_steps++;
    }
  g_signal_remove_emission_hook (bind_id, bind_hook);
  g_signal_remove_emission_hook (unbind_id, unbind_hook);
  g_assert_cmpuint (n_steps, >, 10);
  herald_test_assert_history_rows (s.view, s.history, "the steps");

  shown_close (&s);
}

/* A random step, or the step undone again (an undone roll's dice are the next roll's) */
static void
step_on (HeraldSession *session, HeraldRng *rng)
{
  if (!herald_test_perform_random_step (session, rng, NULL))
    g_assert_true (herald_session_redo (session, NULL));
}

/* Hidden (its pane closed), the history's list view is not told of each step (GTK 4.8 moved
 * every row it keeps: performance.md, round 19); shown, its rows show every step newest first,
 * after steps and undos (of steps shown or not) made while it was hidden */
static void
test_history_hidden_not_told (void)
{
  Shown s;
  guint n_told = 0;

  shown_open (&s, 11, 200);
  herald_test_assert_history_rows (s.view, s.history, "opening a game");
  g_signal_connect_swapped (gtk_list_view_get_model (GTK_LIST_VIEW (herald_test_find_one (s.view, GTK_TYPE_LIST_VIEW))),
                    "items-changed", G_CALLBACK (herald_test_count_cb), &n_told);

  /* hidden: 20 steps, then 3 of them undone, none told */
  gtk_widget_set_visible (s.view, FALSE);
  herald_test_flush ();
  for (guint i = 0; i < 20; i++)
    step_on (s.session, s.rng);
  for (guint i = 0; i < 3; i++)
    g_assert_true (herald_session_undo (s.session, NULL));
  herald_test_flush ();
  g_assert_cmpuint (n_told, ==, 0);
  gtk_widget_set_visible (s.view, TRUE);
  herald_test_assert_history_rows (s.view, s.history, "steps and undos while hidden");
  g_assert_cmpuint (n_told, ==, 1);

  /* hidden again: steps it showed undone, new ones taken */
  gtk_widget_set_visible (s.view, FALSE);
  for (guint i = 0; i < 2; i++)
    g_assert_true (herald_session_undo (s.session, NULL));
  for (guint i = 0; i < 5; i++)
    step_on (s.session, s.rng);
  g_assert_true (herald_session_undo (s.session, NULL));
  step_on (s.session, s.rng);
  gtk_widget_set_visible (s.view, TRUE);
  herald_test_assert_history_rows (s.view, s.history, "undos of steps shown, and steps, while hidden");

  /* shown, it follows every step again */
  n_told = 0;
  step_on (s.session, s.rng);
  g_assert_cmpuint (n_told, ==, 1);
  herald_test_assert_history_rows (s.view, s.history, "a step while shown");

  shown_close (&s);
}

/* A widget that GTK's search for a Tab stop asks (its #GtkWidgetClass.focus) and that takes
 * nothing: how often it was asked */
typedef struct
{
  GtkWidget parent_instance;
  guint     asked;
} FocusProbe;

typedef GtkWidgetClass FocusProbeClass;

GType focus_probe_get_type (void);

G_DEFINE_TYPE (FocusProbe, focus_probe, GTK_TYPE_WIDGET)

static gboolean
focus_probe_focus (GtkWidget        *widget,
                   GtkDirectionType  direction)
{
  ((FocusProbe *) widget)->asked++;
  return FALSE;
}

static void
focus_probe_class_init (FocusProbeClass *klass)
{
  klass->focus = focus_probe_focus;
}

static void
focus_probe_init (FocusProbe *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 8, 2);
}

/* a widget, as a failure names it: a button by its action or label */
static const char *
widget_said (GtkWidget *widget)
{
  if (widget == NULL)
    return "nothing";
  if (GTK_IS_ACTIONABLE (widget) && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL)
    return gtk_actionable_get_action_name (GTK_ACTIONABLE (widget));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (widget));
  return G_OBJECT_TYPE_NAME (widget);
}

/* GTK 4.8's order of two children as herald_focus_content_order () tells it from their
 * content (without their style), against the middles of their bounds, which GTK compares:
 * every pair of shown children of every container of @widget (whose default order is GTK's
 * or not) that the content tells apart. Returns how many pairs it told apart. */
static guint
check_content_order (GtkWidget *widget)
{
  guint told = 0;

  for (GtkWidget *a = gtk_widget_get_first_child (widget); a != NULL; a = gtk_widget_get_next_sibling (a))
    {
      if (!gtk_widget_get_mapped (a))
        continue;
      told += check_content_order (a);
      for (GtkWidget *b = gtk_widget_get_next_sibling (a); b != NULL; b = gtk_widget_get_next_sibling (b))
        {
          graphene_rect_t ra, rb;
          int order;
          float ya, yb;

          if (!gtk_widget_get_mapped (b) || (order = herald_focus_content_order (widget, a, b)) == 0)
            continue;
          g_assert_true (gtk_widget_compute_bounds (a, widget, &ra) && gtk_widget_compute_bounds (b, widget, &rb));
          ya = ra.origin.y + ra.size.height / 2;
          yb = rb.origin.y + rb.size.height / 2;
          if ((order < 0) != (ya < yb) || ya == yb)
            g_error ("%s's children %s (the middle of its bounds at %.1f) and %s (%.1f): told apart from their "
                     "content, %s first", G_OBJECT_TYPE_NAME (widget), G_OBJECT_TYPE_NAME (a), ya,
                     G_OBJECT_TYPE_NAME (b), yb, order < 0 ? "the one before" : "the one after");
          told++;
        }
    }
  return told;
}

/* After a step the focus went with (Roll turned off under it), the page's first Tab stop takes
 * it without GTK's search of the page, which sorts every container's children on its way
 * down by their bounds (0.9 M instructions a roll; docs/performance.md, twenty-third round):
 * a widget above End Turn in the turn's column that the search asks (a probe that takes
 * nothing) is not asked. Where the focus lands is where the search from no focus lands, after
 * every such step of a random game, at a desktop's size with and without the history open,
 * and on a phone at text scale 1.5. A control that takes the focus above End Turn (in the
 * turn's heading) takes it as the search gives it. */
static void
check_first_stop (int      width,
                  int      height,
                  gboolean history)
{
  HeraldWindow *window = herald_test_window_show (NULL, width, height);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("herald-first-stop-XXXXXX", NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (7);
  FocusProbe *probe = g_object_new (focus_probe_get_type (), NULL);
  GtkWidget *above = gtk_button_new_with_label ("Above");
  GtkWidget *page;
  guint n_given = 0, n_searched = 0, n_told = 0;

  herald_test_open_random_game (session, rng, dir, 120);
  herald_test_flush ();
  gtk_box_prepend (GTK_BOX (window->turn_column), GTK_WIDGET (probe));
  if (history)
    gtk_toggle_button_set_active (window->history_button, TRUE);
  herald_test_run_for (200);
  page = gtk_stack_get_visible_child (window->main_stack);

  for (guint i = 0; i < 160; i++)
    {
      const HeraldState *state = herald_session_get_state (session);
      guint given = window->n_focus_shortcuts, searches = window->n_focus_searches;
      GtkWidget *focus, *searched;
      gboolean taken;

      /* the second half: a control above End Turn, in the turn's heading */
      if (i == 100)
        {
          /* in the heading's grid, not in the headline's place (a grid too since frame35),
           * which keeps only the headline and the setup round's unseen ones */
          GtkWidget *header = gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (window->turn_label)));

          g_assert_true (GTK_IS_GRID (header));
          gtk_grid_attach (GTK_GRID (header), above, 0, 5, 1, 1);
          herald_test_run_for (100);
        }
      /* a keyboard player rolls with Space, the focus on Roll */
      if (state->phase == HERALD_PHASE_BEFORE_ROLL)
        herald_dice_panel_focus_roll (window->dice_panel);
      probe->asked = 0;
      if (!herald_test_perform_random_step (session, rng, &taken))
        break;
      if (!taken)
        continue;
      focus = gtk_root_get_focus (GTK_ROOT (window));
      /* without a control above End Turn, no step searches the page */
      if (i < 100 && (probe->asked != 0 || window->n_focus_searches != searches))
        g_error ("step %u: the page searched for its first Tab stop (asked %u), the focus on %s", i,
                 probe->asked, widget_said (focus));
      if (window->n_focus_shortcuts == given)
        {
          if (i >= 100 && focus == above)
            n_searched++;
          herald_test_run_for (20);
          continue;
        }
      n_given++;
      /* the order told without the style, as GTK's from the bounds, all over the page */
      if (n_given % 8 == 1)
        n_told += check_content_order (page);
      g_assert_cmpuint (probe->asked, ==, 0);
      g_assert_true (i < 100 || !gtk_widget_get_mapped (above));
      /* the search, from no focus */
      gtk_root_set_focus (GTK_ROOT (window), NULL);
      gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
      searched = gtk_root_get_focus (GTK_ROOT (window));
      if (searched != focus)
        g_error ("step %u: the focus given to %s, the search gives %s", i, widget_said (focus),
                 widget_said (searched));
      herald_test_run_for (20);
    }
  g_test_message ("%d × %d, history %s: %u first stops given, %u searched to the control above; %u pairs of "
                  "children told apart without their style", width, height, history ? "open" : "closed", n_given,
                  n_searched, n_told);
  g_assert_cmpuint (n_given, >, 5);
  g_assert_cmpuint (n_told, >, 100);
  g_assert_cmpuint (n_searched, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
test_first_stop (void)
{
  check_first_stop (1280, 800, FALSE);
  check_first_stop (1280, 800, TRUE);
  herald_test_set_text_scale (1.5);
  check_first_stop (360, 640, FALSE);
  herald_test_set_text_scale (1.0);
}

/* Where a widget is in its window: the child's place under each container from the window
 * down ("0.2.1"), to find the same widget in another window made from the same templates */
static char *
widget_place (GtkWidget *widget)
{
  GString *place = g_string_new (NULL);

  if (widget == NULL)
    return g_string_free (place, FALSE);
  for (GtkWidget *w = widget, *parent; (parent = gtk_widget_get_parent (w)) != NULL; w = parent)
    {
      guint n = 0;

      for (GtkWidget *c = gtk_widget_get_first_child (parent); c != w; c = gtk_widget_get_next_sibling (c))
        n++;
      g_string_prepend (place, place->len > 0 ? "." : "");
      g_string_prepend (place, g_strdup_printf ("%u", n));
    }
  return g_string_free (place, FALSE);
}

/* What a screen reader is told of @control's description: the described-by relation, and
 * whether its refusal waits for the screen reader to have left it (herald_restore_description ()) */
static char *
description_state (GtkWidget *control)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (control), "herald-described-label");

  return g_strdup_printf ("%s, related %d, waits %d (timer %d), off %d, %s",
                          label != NULL ? gtk_label_get_label (GTK_LABEL (label)) : "(no label)",
                          gtk_test_accessible_has_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY),
                          g_object_get_data (G_OBJECT (control), "herald-description-waits") != NULL,
                          g_object_get_data (G_OBJECT (control), "herald-description-timer") != NULL,
                          g_object_get_data (G_OBJECT (control), "herald-a11y-described-off") != NULL,
                          gtk_widget_is_sensitive (control) ? "on" : "off");
}

/* As the window puts it before the step: Roll before a roll, End Turn after it (a keyboard
 * player's Space and Ctrl+Return) */
static void
focus_step (HeraldWindow *window)
{
  const HeraldState *state = herald_session_get_state (herald_window_get_session (window));

  if (state->phase == HERALD_PHASE_BEFORE_ROLL)
    herald_dice_panel_focus_roll (window->dice_panel);
  else if (gtk_widget_is_sensitive (window->end_turn_button) && gtk_widget_get_mapped (window->end_turn_button))
    gtk_widget_grab_focus (window->end_turn_button);
}

/* After a roll made with the focus on Roll (Space), the page's first Tab stop that takes the
 * focus is found before Roll turns off, while the style of the widgets around the focus holds
 * (docs/performance.md, twenty-fourth round). Each step of a random game with undos and redos
 * is made in two windows, one finding it so and one after GTK's drop of the focus, as before:
 * after each, the focus is on the same control in both, and Roll's and End Turn's
 * descriptions (the refusal of a control turned off under the focus waits for the screen
 * reader to leave it: N22-12, N23-2) are told the same. At a desktop's size with the history
 * open, and on a phone at text scale 1.5. */
static void
check_early_first_stop (int      width,
                 int      height,
                 gboolean history)
{
  HeraldWindow *windows[2];
  g_autofree char *dirs[2] = { NULL, NULL };
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (11);
  guint n_early = 0, n_decision = 0, n_described = 0, n_roll = 0, old_early, old_roll;
  char *before[2] = { NULL, NULL };

  for (guint w = 0; w < 2; w++)
    {
      g_autoptr(HeraldRng) game_rng = herald_rng_new_with_seed (3);

      windows[w] = herald_test_window_show (NULL, width, height);
      dirs[w] = g_dir_make_tmp ("herald-early-stop-XXXXXX", NULL);
      herald_test_open_random_game (herald_window_get_session (windows[w]), game_rng, dirs[w], 120);
      herald_test_flush ();
      if (history)
        gtk_toggle_button_set_active (windows[w]->history_button, TRUE);
    }
  windows[1]->no_early_first_stop = TRUE;
  herald_test_run_for (200);
  old_early = windows[1]->n_focus_early;
  old_roll = windows[1]->n_roll_early;

  for (guint i = 0; i < 200; i++)
    {
      HeraldSession *session = herald_window_get_session (windows[0]);
      g_autoptr(HeraldGame) next = herald_game_copy (herald_session_get_game (session));
      guint early = windows[0]->n_focus_early;
      guint roll_early = windows[0]->n_roll_early;
      gboolean before_roll = herald_session_get_state (session)->phase == HERALD_PHASE_BEFORE_ROLL;
      g_autofree char *step = NULL;

      for (guint w = 0; w < 2; w++)
        focus_step (windows[w]);
      /* the descriptions are compared where the two windows' were the same before the step
       * (a refusal given back a second after the focus left is given in each window at its
       * own time) */
      for (guint w = 0; w < 2; w++)
        {
          g_autofree char *roll = description_state (herald_dice_panel_get_roll_button (windows[w]->dice_panel));
          g_autofree char *end = description_state (windows[w]->end_turn_button);

          g_free (before[w]);
          before[w] = g_strconcat (roll, "; ", end, NULL);
        }
      /* now and then an undo of the step (a roll undone with End Turn focused), and its redo */
      if (i % 9 == 4 && herald_session_get_can_undo (session))
        {
          step = g_strdup ("undo");
          for (guint w = 0; w < 2; w++)
            g_assert_true (herald_session_undo (herald_window_get_session (windows[w]), NULL));
        }
      else if (i % 9 == 5 && herald_session_get_can_redo (session))
        {
          step = g_strdup ("redo");
          for (guint w = 0; w < 2; w++)
            g_assert_true (herald_session_redo (herald_window_get_session (windows[w]), NULL));
        }
      else
        {
          HeraldAction action;
          gboolean taken[2];

          if (!herald_random_step (next, rng))
            break;
          action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
          step = g_strdup_printf ("action %d", action.type);
          for (guint w = 0; w < 2; w++)
            taken[w] = herald_session_perform (herald_window_get_session (windows[w]), &action, NULL);
          g_assert_cmpint (taken[0], ==, taken[1]);
        }

      {
        g_autofree char *focus0 = widget_place (gtk_root_get_focus (GTK_ROOT (windows[0])));
        g_autofree char *focus1 = widget_place (gtk_root_get_focus (GTK_ROOT (windows[1])));
        GtkWidget *roll[2] = { herald_dice_panel_get_roll_button (windows[0]->dice_panel),
                               herald_dice_panel_get_roll_button (windows[1]->dice_panel) };
        GtkWidget *end[2] = { windows[0]->end_turn_button, windows[1]->end_turn_button };

        if (g_strcmp0 (focus0, focus1) != 0)
          g_error ("step %u (%s): the focus given to %s (%s), after GTK's drop and the search to %s (%s)", i, step,
                   widget_said (gtk_root_get_focus (GTK_ROOT (windows[0]))), focus0,
                   widget_said (gtk_root_get_focus (GTK_ROOT (windows[1]))), focus1);
        for (guint c = 0; c < 2 && g_strcmp0 (before[0], before[1]) == 0; c++)
          {
            GtkWidget *control = c == 0 ? roll[0] : end[0], *old = c == 0 ? roll[1] : end[1];
            g_autofree char *said = description_state (control);
            g_autofree char *said_old = description_state (old);

            if (g_strcmp0 (said, said_old) != 0)
              g_error ("step %u (%s): %s is described \"%s\", \"%s\" with the first stop found after GTK's drop", i,
                       step, c == 0 ? "Roll" : "End Turn", said, said_old);
          }
      }

      /* a turn ended with End Turn focused: Roll took the focus before End Turn went off */
      if (windows[0]->n_roll_early != roll_early)
        {
          g_assert_false (before_roll);
          g_assert_true (gtk_root_get_focus (GTK_ROOT (windows[0]))
                         == herald_dice_panel_get_roll_button (windows[0]->dice_panel));
          g_assert_cmpuint (windows[1]->n_roll_early, ==, old_roll);
          n_roll++;
        }
      if (windows[0]->n_focus_early != early)
        {
          g_assert_true (before_roll);
          g_assert_cmpuint (windows[1]->n_focus_early, ==, old_early);
          n_early++;
          n_described += g_strcmp0 (before[0], before[1]) == 0;
          if (gtk_root_get_focus (GTK_ROOT (windows[0])) != windows[0]->end_turn_button)
            n_decision++;
        }
      herald_test_run_for (20);
    }
  g_test_message ("%d × %d, history %s: %u first stops found before Roll turned off (%u other than End Turn; "
                  "%u with the descriptions compared); Roll given the focus before End Turn turned off %u times",
                  width, height, history ? "open" : "closed", n_early, n_decision, n_described, n_roll);
  g_assert_cmpuint (n_early, >, 5);
  g_assert_cmpuint (n_roll, >, 5);
  g_assert_cmpuint (n_described, >, 5);
  g_free (before[0]);
  g_free (before[1]);
  for (guint w = 0; w < 2; w++)
    gtk_window_destroy (GTK_WINDOW (windows[w]));
  herald_test_flush ();
}

static void
test_early_first_stop (void)
{
  /* each window's focus watched, as the application's are (herald-a11y.c) */
  herald_a11y_install ();
  check_early_first_stop (1280, 800, TRUE);
  herald_test_set_text_scale (1.5);
  check_early_first_stop (360, 640, FALSE);
  herald_test_set_text_scale (1.0);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* A turn ended with the focus on End Turn (Ctrl+Return): the focus moves once, from End Turn
 * to Roll, which the step turned on before End Turn went off (herald_window_give_roll_early ()),
 * where GTK dropped it first as End Turn went off under it, and Roll took it after the step:
 * two changes of the focus, and of every ancestor's focus state (docs/performance.md,
 * forty-third round). Several turns of a random game. */
static void
test_roll_early (void)
{
  g_autoptr(HeraldRng) game_rng = herald_rng_new_with_seed (3);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (5);
  g_autofree char *dir = g_dir_make_tmp ("herald-roll-early-XXXXXX", NULL);
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  GtkWidget *roll = herald_dice_panel_get_roll_button (window->dice_panel);
  guint n_ends = 0;

  herald_test_open_random_game (session, game_rng, dir, 120);
  herald_test_run_for (200);
  for (guint i = 0; i < 300 && n_ends < 6; i++)
    {
      const HeraldState *state = herald_session_get_state (session);
      g_autoptr(HeraldGame) next = NULL;
      HeraldAction action;

      if (state->phase == HERALD_PHASE_AFTER_ROLL && state->n_pending == 0 && window->dialog == NULL
          && gtk_widget_is_sensitive (window->end_turn_button) && gtk_widget_get_mapped (window->end_turn_button))
        {
          guint changes = 0, early = window->n_roll_early;
          gulong id;

          g_assert_true (gtk_widget_grab_focus (window->end_turn_button));
          id = g_signal_connect (window, "notify::focus-widget", G_CALLBACK (count_cb), &changes);
          herald_action_init (&action, HERALD_ACTION_END_TURN, state->current);
          g_assert_true (herald_session_perform (session, &action, NULL));
          g_signal_handler_disconnect (window, id);
          if (herald_session_get_state (session)->phase == HERALD_PHASE_BEFORE_ROLL && window->dialog == NULL)
            {
              g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == roll);
              g_assert_cmpuint (changes, ==, 1);
              g_assert_cmpuint (window->n_roll_early, ==, early + 1);
              n_ends++;
            }
          herald_test_run_for (20);
          continue;
        }
      next = herald_game_copy (herald_session_get_game (session));
      if (!herald_random_step (next, rng))
        break;
      action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
      herald_session_perform (session, &action, NULL);
      herald_test_run_for (20);
    }
  g_assert_cmpuint (n_ends, >=, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Counts of the focus changes check_held_back_cb () saw: [0] the window's count of held-back
 * scrolls so far, [1] held back, [2] GTK's handler run, [3] of those a scroll was needed,
 * [4] held back though the focus was not whole in view, the column at the end GTK's scroll
 * would have asked for (the adjustment clamps it to its value) */
typedef struct
{
  guint counts[5];
} HeldBack;

/* After every handler of a focus change (GTK's viewport's one too, when it was not held
 * back): where GTK's scroll_to_view () would have moved the turn's column for the new focus
 * (its bounds in the viewport not whole in view on an axis that can scroll, and the column
 * not already at the end the scroll asks for, which the adjustment clamps it to), it was not
 * held back */
static void
check_held_back_cb (GtkWindow  *window,
                    GParamSpec *pspec,
                    HeldBack   *seen)
{
  HeraldWindow *self = HERALD_WINDOW (window);
  guint skips = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), "herald-focus-scroll-skips"));
  gboolean held = skips != seen->counts[0];
  GtkWidget *viewport = gtk_widget_get_ancestor (self->turn_column, GTK_TYPE_VIEWPORT);
  GtkWidget *child = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  graphene_rect_t bounds;
  graphene_point_t at;
  gboolean would = FALSE, beyond = FALSE;

  seen->counts[0] = skips;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, viewport) || !gtk_widget_compute_bounds (focus, child, &bounds) ||
      !gtk_widget_compute_point (child, viewport, &bounds.origin, &at))
    {
      g_assert_false (held);
      return;
    }
  for (guint axis = 0; axis < 2; axis++)
    {
      GtkAdjustment *adjustment = axis == 0 ? gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (viewport))
                                            : gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport));
      double page = gtk_adjustment_get_page_size (adjustment);
      double lower = gtk_adjustment_get_lower (adjustment), upper = gtk_adjustment_get_upper (adjustment);
      double value = gtk_adjustment_get_value (adjustment);
      double pos = axis == 0 ? at.x : at.y, size = axis == 0 ? bounds.size.width : bounds.size.height;

      if (upper - page <= lower)
        continue;
      if (pos < 0 || pos + size >= page)
        beyond = TRUE;
      if ((pos < 0 && value > lower) || (pos + size >= page && value < upper - page))
        would = TRUE;
    }
  if (held && would)
    g_error ("the scroll to %s held back, but GTK's would have scrolled the turn's column to it",
             widget_said (focus));
  seen->counts[held ? 1 : 2]++;
  seen->counts[3] += would;
  seen->counts[4] += held && beyond;
}

/* The focusable control of the turn's column, shown, whose bottom is lowest in @viewport */
static GtkWidget *
lowest_stop (GtkWidget *widget,
             GtkWidget *viewport,
             double    *bottom)
{
  GtkWidget *found = NULL;
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (gtk_widget_get_focusable (widget) && gtk_widget_is_sensitive (widget) &&
      gtk_widget_compute_bounds (widget, viewport, &bounds) && bounds.origin.y + bounds.size.height > *bottom)
    {
      *bottom = bounds.origin.y + bounds.size.height;
      found = widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *below = lowest_stop (child, viewport, bottom);

      if (below != NULL)
        found = below;
    }
  return found;
}

/* GtkViewport's scroll to a new focus in the turn's column is held back only where it would
 * not have scrolled (herald-window-view.c; docs/performance.md, twenty-fifth round): a random
 * game with undos, redos and Tab presses, Roll focused before each roll and End Turn after
 * it; each focus change checked after every handler (check_held_back_cb ()) */
static void
check_focus_scroll (int width,
                    int height)
{
  HeraldWindow *window = herald_test_window_show (NULL, width, height);
  g_autofree char *dir = g_dir_make_tmp ("herald-focus-scroll-XXXXXX", NULL);
  g_autoptr(HeraldRng) game_rng = herald_rng_new_with_seed (3);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (13);
  HeraldSession *session = herald_window_get_session (window);
  HeldBack seen = { { 0 } };

  herald_test_open_random_game (session, game_rng, dir, 120);
  herald_test_flush ();
  herald_test_run_for (200);
  seen.counts[0] = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), "herald-focus-scroll-skips"));
  g_signal_connect_after (window, "notify::focus-widget", G_CALLBACK (check_held_back_cb), &seen);


  /* 90 steps (150 when it was written: 37 s more of CI at load 20 for the same kinds of
   * focus change) */
  for (guint i = 0; i < 90; i++)
    {
      gboolean stepped;

      focus_step (window);
      if (i % 9 == 4 && herald_session_get_can_undo (session))
        g_assert_true (herald_session_undo (session, NULL));
      else if (i % 9 == 5 && herald_session_get_can_redo (session))
        g_assert_true (herald_session_redo (session, NULL));
      else if (!herald_test_perform_random_step (session, rng, &stepped))
        break;
      herald_test_run_for (20);
      /* a Tab now and then: the column's other stops, and out of it */
      if (i % 4 == 3)
        gtk_widget_child_focus (GTK_WIDGET (window), i % 8 == 3 ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD);
    }
  /* the column at its end and no scroll of GTK's running (none asked for a while): a focus
   * on its lowest control (the barbarians' track), within the slack of the view's bottom
   * edge, is held back, as GTK's scroll toward the end would be clamped to the value the
   * column has (a decision's button shown at the column's top, the column at its top, so:
   * issue 14); the column stays where it is */
  if (width < 600)
    {
      GtkWidget *viewport = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_VIEWPORT);
      GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport));
      double bottom = -G_MAXDOUBLE, end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);
      GtkWidget *stop;
      guint held = seen.counts[1];

      g_assert_cmpfloat (end, >, gtk_adjustment_get_lower (adjustment));
      gtk_root_set_focus (GTK_ROOT (window), NULL);
      gtk_adjustment_set_value (adjustment, end);
      herald_test_run_for (100);
      stop = lowest_stop (window->turn_column, viewport, &bottom);
      g_test_message ("the column's lowest control %s ends at %g of %g", widget_said (stop), bottom,
                      gtk_adjustment_get_page_size (adjustment));
      g_assert_nonnull (stop);
      g_assert_cmpfloat (bottom + 64, >=, gtk_adjustment_get_page_size (adjustment));
      window->focus_scroll_ran_at = 0;
      gtk_widget_grab_focus (stop);
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == stop);
      g_assert_cmpuint (seen.counts[1], ==, held + 1);
      herald_test_run_for (300);
      g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), end, 0.5);
    }
  g_signal_handlers_disconnect_by_func (window, check_held_back_cb, &seen);
  g_test_message ("%d × %d: %u scrolls to the focus held back (%u of them clamped), GTK's run %u times (%u scrolled)",
                  width, height, seen.counts[1], seen.counts[4], seen.counts[2], seen.counts[3]);
  g_assert_cmpuint (seen.counts[1], >, 20);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
test_focus_scroll_held_back (void)
{
  check_focus_scroll (1280, 800);
  herald_test_set_text_scale (1.5);
  check_focus_scroll (360, 640);
  herald_test_set_text_scale (1.0);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "history-rows"))
    return 0;

  g_test_add_func ("/herald/history-rows/rows", test_history_rows);
  g_test_add_func ("/herald/history-rows/not-bound", test_history_rows_not_bound);
  g_test_add_func ("/herald/history-rows/hidden-not-told", test_history_hidden_not_told);
  g_test_add_func ("/herald/step-focus/first-stop", test_first_stop);
  g_test_add_func ("/herald/step-focus/early-first-stop", test_early_first_stop);
  g_test_add_func ("/herald/step-focus/roll-early", test_roll_early);
  g_test_add_func ("/herald/step-focus/scroll-held-back", test_focus_scroll_held_back);

  return g_test_run ();
}
