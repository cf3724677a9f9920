/* test-dialog-renderer.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A roll's dialog, the main menu and a knight's menu are drawn by GTK's cairo renderer while
 * the window stays on GL on a GPU: under GL each, a surface of its own, had a GL context of its
 * own, and software GL compiled the renderer's shaders anew for it, most of its first frame
 * (docs/performance.md, fortieth and forty-first rounds; herald-window-present.c,
 * realize_on_gl ()). Where GL is software (Xvfb's here) the window is drawn by cairo too
 * (forty-second round, "a roll's frame"). The other UI tests run with GSK_RENDERER=cairo
 * (tests/meson.build), which Herald leaves as it is; this one runs without it, as a player's
 * Herald does. */

#include "config.h"

#include <adwaita.h>

#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-player-card-private.h"
#include "herald-window-private.h"

/* the barbarians land on the next ship (as in test-breaker49-dialogs.c) */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

static gboolean
dialog_mapped (gpointer window)
{
  AdwMessageDialog *dialog = herald_test_open_dialog (window, FALSE);

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

/* @native's renderer is cairo, or the test fails naming @what */
static void
assert_on_cairo (gpointer    native,
                 const char *what)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (native));

  if (!GSK_IS_CAIRO_RENDERER (renderer))
    g_error ("%s is drawn by %s, not by cairo", what, G_OBJECT_TYPE_NAME (renderer));
}

/* GL_RENDERER strings: Mesa's on a GPU (an Intel and an AMD one, whose shader compiler is
 * LLVM too), NVIDIA's, and Mesa's software rasterizers */
#define GPU_RENDERER "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)"

static void
test_software_names (void)
{
  g_assert_true (herald_gl_renderer_is_software ("llvmpipe (LLVM 15.0.6, 256 bits)"));
  g_assert_true (herald_gl_renderer_is_software ("softpipe"));
  g_assert_true (herald_gl_renderer_is_software ("Software Rasterizer"));
  g_assert_false (herald_gl_renderer_is_software (GPU_RENDERER));
  g_assert_false (herald_gl_renderer_is_software ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
  g_assert_false (herald_gl_renderer_is_software ("NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2"));
  g_assert_false (herald_gl_renderer_is_software (NULL));
}

/* Where GL is software, as under this Xvfb, the window is drawn by cairo as well, and what
 * comes after it */
static void
test_window_on_cairo_on_software_gl (void)
{
  HeraldWindow *window;
  GdkDisplay *display;

  herald_window_set_gl_renderer_for_test (NULL);
  window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  display = gtk_widget_get_display (GTK_WIDGET (window));
  assert_on_cairo (window, "the window on software GL");
  g_assert_cmpstr (g_object_get_data (G_OBJECT (display), "gsk-renderer"), ==, "cairo");
  herald_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
test_dialog_on_cairo (void)
{
  HeraldWindow *window;
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  GdkDisplay *display;
  GskRenderer *renderer;
  AdwMessageDialog *dialog;

  /* a GPU's GL, as its driver names it: the window on GL (on this Xvfb's GL all the same) */
  herald_window_set_gl_renderer_for_test (GPU_RENDERER);
  window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  display = gtk_widget_get_display (GTK_WIDGET (window));
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  /* the window: GTK's own choice (GL on X11), not cairo */
  g_assert_nonnull (renderer);
  g_assert_false (GSK_IS_CAIRO_RENDERER (renderer));

  herald_test_roll_through_attack (window, &ship);
  g_assert_true (herald_test_wait_until (dialog_mapped, window, 20000));
  dialog = herald_test_open_dialog (window, FALSE);
  assert_on_cairo (dialog, adw_message_dialog_get_heading (dialog));
  g_assert_false (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))));
  gtk_window_close (GTK_WINDOW (dialog));
  herald_test_flush ();

  /* the main menu and a knight's menu, popovers, likewise */
  gtk_menu_button_popup (window->menu_button);
  herald_test_flush ();
  assert_on_cairo (gtk_menu_button_get_popover (window->menu_button), "the main menu");
  gtk_menu_button_popdown (window->menu_button);
  {
    g_autoptr(GPtrArray) cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
    GtkMenuButton *knight = NULL;

    for (guint i = 0; i < cards->len && knight == NULL; i++)
      if (gtk_widget_get_mapped (cards->pdata[i])
          && gtk_widget_get_visible (GTK_WIDGET (HERALD_PLAYER_CARD (cards->pdata[i])->knight_button[0])))
        knight = HERALD_PLAYER_CARD (cards->pdata[i])->knight_button[0];
    g_assert_nonnull (knight);
    gtk_menu_button_popup (knight);
    herald_test_flush ();
    assert_on_cairo (gtk_menu_button_get_popover (knight), "a knight's menu");
    gtk_menu_button_popdown (knight);
  }

  /* a second window is drawn by GTK's own choice again, and what comes after it by cairo */
  {
    HeraldWindow *other = herald_test_window_show (SHIP_LANDS, 800, 600);

    g_assert_false (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (other))));
    g_assert_cmpstr (g_object_get_data (G_OBJECT (display), "gsk-renderer"), ==, "cairo");
    gtk_window_destroy (GTK_WINDOW (other));
  }

  herald_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  /* as a player runs Herald: GTK chooses the renderer */
  g_unsetenv ("GSK_RENDERER");
  if (!herald_test_init_window (&argc, &argv, "dialog-renderer"))
    return 0;

  g_test_add_func ("/herald/dialog-renderer/software-names", test_software_names);
  g_test_add_func ("/herald/dialog-renderer/on-cairo", test_dialog_on_cairo);
  g_test_add_func ("/herald/dialog-renderer/window-software-gl", test_window_on_cairo_on_software_gl);

  return g_test_run ();
}
