/* test-step-refresh.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a step's refresh skips (issue 14, docs/performance.md, eleventh round) still shows what
 * a window opened afresh on the same game shows: the window's actions, given to GTK only as
 * they change. Random games are played in the window through its session (as bench-roll
 * --window-steps does), with undos, redos, a new game and a close among the steps; after each
 * the window is compared with a new window that opens a copy of the game's file. Needs a
 * display: meson runs it under xvfb-run; without either it reports a skip. */

#include "config.h"

#include <adwaita.h>

#include "herald-random-play.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* Buttons bound to each of the window's actions, which GTK makes sensitive when the action is
 * enabled: what the window told GTK, read back the way its own buttons read it */
static GPtrArray *
add_probes (HeraldWindow *window)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (window);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GPtrArray *probes = g_ptr_array_new ();
  GType owner;
  const char *name;
  const GVariantType *type;
  const char *property;

  gtk_widget_set_visible (box, FALSE);
  {
    g_autoptr(GPtrArray) boxes = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_BOX);

    gtk_box_append (boxes->pdata[0], box);
  }
  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &name, &type, &property); i++)
    {
      GtkWidget *probe;
      GVariant *target = NULL;

      if (owner != HERALD_TYPE_WINDOW || property != NULL)
        continue;
      if (type != NULL && g_variant_type_equal (type, G_VARIANT_TYPE_INT32))
        target = g_variant_new_int32 (0);
      else if (type != NULL && g_variant_type_equal (type, G_VARIANT_TYPE ("(ii)")))
        target = g_variant_new ("(ii)", 0, 0);
      else if (type != NULL)
        g_error ("%s: a parameter of type %s", name, g_variant_type_peek_string (type));
      probe = gtk_button_new ();
      gtk_widget_set_name (probe, name);
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (probe), target);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), name);
      gtk_box_append (GTK_BOX (box), probe);
      g_ptr_array_add (probes, probe);
    }
  g_assert_cmpuint (probes->len, >, 30);
  return probes;
}

/* @window's actions as "name=0/1 …" */
static char *
actions_of (GPtrArray *probes)
{
  GString *text = g_string_new (NULL);

  herald_test_flush ();
  for (guint i = 0; i < probes->len; i++)
    g_string_append_printf (text, "%s=%d ", gtk_widget_get_name (probes->pdata[i]),
                            gtk_widget_get_sensitive (probes->pdata[i]));
  return g_string_free (text, FALSE);
}

typedef struct
{
  char *dir;
  guint n_files;
} Copies;

/* What a window opened afresh shows of @window's game (or of no game): a new window opens a
 * copy of the game's file */
static void
assert_as_fresh (HeraldWindow *window,
                 GPtrArray    *probes,
                 Copies       *copies,
                 const char   *after)
{
  HeraldGame *game = herald_session_get_game (herald_window_get_session (window));
  HeraldWindow *fresh = herald_window_new (NULL);
  g_autoptr(GPtrArray) fresh_probes = add_probes (fresh);
  g_autofree char *shown = NULL;
  g_autofree char *expected = NULL;

  if (game != NULL)
    {
      g_autofree char *name = g_strdup_printf ("copy-%u.json", copies->n_files++);
      g_autofree char *path = g_build_filename (copies->dir, name, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_true (herald_save_write_file (game, path, &error));
      g_assert_no_error (error);
      g_assert_true (herald_session_open (herald_window_get_session (fresh), path, FALSE, &error));
      g_assert_no_error (error);
    }
  herald_test_flush ();
  shown = actions_of (probes);
  expected = actions_of (fresh_probes);
  if (g_strcmp0 (shown, expected) != 0)
    g_error ("after %s the window's actions are\n%s\nwhere a window opened afresh has\n%s", after, shown,
             expected);
  gtk_window_destroy (GTK_WINDOW (fresh));
  herald_test_flush ();
}

/* A random step of the window's game through its session, as the table takes it */
static gboolean
random_step (HeraldWindow *window,
             HeraldRng    *rng)
{
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) next = herald_game_copy (herald_session_get_game (session));
  g_autoptr(GError) error = NULL;
  HeraldAction action;

  if (!herald_random_step (next, rng))
    return FALSE;
  action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  return TRUE;
}

/* The window's actions are given to GTK only as they change
 * (herald_window_set_action_enabled ()): after every step, undo and redo of random games, a
 * new game and a closed one, each stands as in a window opened afresh on the same game */
static void
test_actions_as_fresh (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  g_autoptr(GPtrArray) probes = add_probes (window);
  HeraldSession *session = herald_window_get_session (window);
  Copies copies = { g_dir_make_tmp ("herald-step-refresh-XXXXXX", NULL), 0 };

  g_assert_nonnull (copies.dir);
  for (guint seed = 1; seed <= 2; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, seed == 2, 10);
      g_autofree char *path = g_build_filename (copies.dir, seed == 1 ? "game-1.json" : "game-2.json", NULL);
      g_autoptr(GError) error = NULL;

      herald_random_play (game, rng, 40 * seed);
      g_assert_true (herald_save_write_file (game, path, &error));
      g_assert_true (herald_session_open (session, path, FALSE, &error));
      g_assert_no_error (error);
      herald_test_flush ();
      assert_as_fresh (window, probes, &copies, "opening a game");
      for (guint i = 0; i < 40; i++)
        {
          g_autofree char *what = g_strdup_printf ("step %u of game %u", i, seed);

          if (!random_step (window, rng))
            break;
          assert_as_fresh (window, probes, &copies, what);
          if (i % 7 == 3 && herald_session_get_can_undo (session))
            {
              g_assert_true (herald_session_undo (session, NULL));
              herald_test_flush ();
              assert_as_fresh (window, probes, &copies, "an undo");
              if (i % 14 == 3)
                {
                  g_assert_true (herald_session_redo (session, NULL));
                  herald_test_flush ();
                  assert_as_fresh (window, probes, &copies, "a redo");
                }
            }
        }
    }
  herald_session_close (session);
  herald_test_flush ();
  assert_as_fresh (window, probes, &copies, "closing the game");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_free (copies.dir);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "step-refresh"))
    return 0;

  g_test_add_func ("/herald/step-refresh/actions-as-fresh", test_actions_as_fresh);

  return g_test_run ();
}
