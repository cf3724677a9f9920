/* test-dialog-resize.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A dialog open while its window changes size (a tablet turned, a window resized) is fitted
 * to the new size as it is when it opens (tester report 36, N36-6): the barbarians'
 * check-in, opened at 1280 x 800 (556 px wide), kept its width when the window narrowed to a
 * phone's 360 px and hung 200 px outside it, and its 720 px of height over 640. Every step
 * waits for the state it checks (up to 20 s), never for a time: the refit of session 37 was
 * checked after fixed waits, and its own idle raced libadwaita's under load. In-process, with
 * a display (meson runs it under xvfb-run); without one it reports a skip. */

#include "config.h"

#include <adwaita.h>
#ifdef HERALD_HAVE_X11
#include <gdk/x11/gdkx.h>
#endif

#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* The ship one step from Catan, Anna to roll: the check-in lists three players' knights */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

/* Whether the dialog is laid out as GTK sizes a window that is not resizable: its surface
 * (the dialog and its frame's margins: none without a window manager that composites) at its
 * natural width and its natural height for that width, within a px, the dialog allocated
 * inside it */
static gboolean
at_natural_size (GtkWidget *dialog)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
  double margin = 0, top = 0;
  int width = 0, height = 0;

  if (surface == NULL || !gtk_widget_get_mapped (dialog) || gtk_widget_get_width (dialog) <= 0)
    return FALSE;
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (dialog, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_native_get_surface_transform (GTK_NATIVE (dialog), &margin, &top);
  /* measured with the thin border of a display nothing composites, without a window
   * manager's shadow (whose margins above and below differ: it falls down) */
  if (gtk_widget_has_css_class (dialog, "solid-csd"))
    width -= 2 * (int) margin, height -= 2 * (int) top;
  return ABS (gtk_widget_get_width (dialog) - width) <= 1 && ABS (gtk_widget_get_height (dialog) - height) <= 1 &&
         gtk_widget_get_width (dialog) + 2 * (int) margin == gdk_surface_get_width (surface) &&
         gtk_widget_get_height (dialog) + (int) top <= gdk_surface_get_height (surface);
}

static gboolean
settled_cb (gpointer data)
{
  return at_natural_size (data);
}

/* A window of @width × @height and the check-in opened over it, shown and laid out at its
 * size: each step waited for (up to 20 s), not for a time */
static AdwMessageDialog *
open_check_in (int            width,
               int            height,
               HeraldWindow **window)
{
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 2 };
  AdwMessageDialog *dialog;

  *window = herald_test_window_show (SHIP_LANDS, width, height);
  g_assert_true (herald_test_wait_for_width (*window, width));
  herald_window_start_roll (*window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (*window, TRUE);
  g_assert_nonnull (dialog);
  if (!herald_test_wait_until (settled_cb, dialog, 20000))
    {
      int natural_width = 0, natural_height = 0;

      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_width, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, natural_width, NULL, &natural_height, NULL, NULL);
      g_error ("after 20 s the check-in is %d x %d px, its natural size %d x %d",
               gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (dialog))),
               gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (dialog))),
               natural_width, natural_height);
    }
  return dialog;
}

typedef struct
{
  GtkWidget *dialog;
  int        width, height;
} Size;

/* the dialog has the size it is to have, and has settled there */
static gboolean
has_size_cb (gpointer data)
{
  Size *size = data;

  return ABS (gtk_widget_get_width (size->dialog) - size->width) <= 1 &&
         ABS (gtk_widget_get_height (size->dialog) - size->height) <= 1 &&
         at_natural_size (size->dialog);
}

static void
close_check_in (HeraldWindow     *window,
                AdwMessageDialog *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

typedef struct
{
  GtkWidget *dialog, *window;
  int        x, y;  /* where the dialog is to be, in the window (x or y -1: anywhere inside it) */
} Place;

/* Where @place's dialog is in its window, by X11 (the tests' Xvfb): FALSE elsewhere */
static gboolean
dialog_place (Place *place,
              int   *x,
              int   *y)
{
#ifdef HERALD_HAVE_X11
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (place->dialog));
  GdkSurface *under = gtk_native_get_surface (GTK_NATIVE (place->window));
  double dx = 0, dy = 0, px = 0, py = 0;
  Window child;

  if (!GDK_IS_X11_SURFACE (surface) || !GDK_IS_X11_SURFACE (under))
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (place->dialog), &dx, &dy);
  gtk_native_get_surface_transform (GTK_NATIVE (place->window), &px, &py);
  if (!XTranslateCoordinates (gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface)),
                              gdk_x11_surface_get_xid (surface), gdk_x11_surface_get_xid (under), 0, 0, x, y, &child))
    return FALSE;
  *x += (int) dx - (int) px;
  *y += (int) dy - (int) py;
  return TRUE;
#else
  return FALSE;
#endif
}

/* the dialog is where it is to be, or (-1) anywhere inside its window */
static gboolean
placed_cb (gpointer data)
{
  Place *place = data;
  int x = 0, y = 0;

  if (!dialog_place (place, &x, &y))
    return FALSE;
  if (place->x >= 0)
    return x == place->x && y == place->y;
  return x >= 0 && y >= 0 && x + gtk_widget_get_width (place->dialog) <= gtk_widget_get_width (place->window) &&
         y + gtk_widget_get_height (place->dialog) <= gtk_widget_get_height (place->window);
}

/* The check-in over a window resized to @width × @height has the size it opens at over a
 * window of that size: no wider, no taller than the window leaves it. Waited for up to 20 s
 * (the size the dialog is to have, settled), then asserted: without the refit it never
 * comes. */
static void
check_fitted (HeraldWindow     *window,
              AdwMessageDialog *dialog,
              int               width,
              int               height)
{
  HeraldWindow *fresh_window;
  AdwMessageDialog *fresh = open_check_in (width, height, &fresh_window);
  Size size = { GTK_WIDGET (dialog), gtk_widget_get_width (GTK_WIDGET (fresh)), gtk_widget_get_height (GTK_WIDGET (fresh)) };
  int x = 0, y = 0;

  close_check_in (fresh_window, fresh);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_assert_true (herald_test_wait_for_width (window, width));
  herald_test_wait_until (has_size_cb, &size, 20000);
  g_test_message ("window %d x %d px: the check-in %d x %d px, opened there %d x %d",
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                  gtk_widget_get_width (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (dialog)),
                  size.width, size.height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (dialog)) - size.width), <=, 1);
  g_assert_cmpint (ABS (gtk_widget_get_height (GTK_WIDGET (dialog)) - size.height), <=, 1);
  /* and placed again inside the window, as it is placed when it opens (a window manager
   * places a dialog only then) */
  if (dialog_place (&(Place) { GTK_WIDGET (dialog), GTK_WIDGET (window), -1, -1 }, &x, &y))
    {
      Place place = { GTK_WIDGET (dialog), GTK_WIDGET (window), -1, -1 };

      herald_test_wait_until (placed_cb, &place, 20000);
      dialog_place (&place, &x, &y);
      g_test_message ("the check-in at %d, %d in the window", x, y);
      g_assert_cmpint (x, >=, 0);
      g_assert_cmpint (y, >=, 0);
      g_assert_cmpint (x + gtk_widget_get_width (GTK_WIDGET (dialog)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpint (y + gtk_widget_get_height (GTK_WIDGET (dialog)), <=, gtk_widget_get_height (GTK_WIDGET (window)));
    }
}

/* The check-in opened at 1280 × 800, its window turned to a phone's 360 × 640, a tablet's
 * 768 × 960, the phone's again and back */
static void
test_check_in_follows_size (void)
{
  HeraldWindow *window;
  AdwMessageDialog *dialog = open_check_in (1280, 800, &window);

  /* wider than a phone: the case reported */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), >, 360);
#ifdef HERALD_HAVE_X11
  /* placed as metacity places it as it opens (the tests' Xvfb has no window manager):
   * centred across the window, 23 px below its top */
  if (GDK_IS_X11_SURFACE (gtk_native_get_surface (GTK_NATIVE (dialog))))
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
      Place place = { GTK_WIDGET (dialog), GTK_WIDGET (window),
                      (gtk_widget_get_width (GTK_WIDGET (window)) - gtk_widget_get_width (GTK_WIDGET (dialog))) / 2, 23 };
      double dx = 0, dy = 0, px = 0, py = 0;
      int x = 0, y = 0;
      Window child;

      gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
      gtk_native_get_surface_transform (GTK_NATIVE (window), &px, &py);
      XTranslateCoordinates (gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface)),
                             gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))),
                             DefaultRootWindow (gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface))),
                             0, 0, &x, &y, &child);
      XMoveWindow (gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface)), gdk_x11_surface_get_xid (surface),
                   x + (int) px + place.x - (int) dx, y + (int) py + place.y - (int) dy);
      g_assert_true (herald_test_wait_until (placed_cb, &place, 20000));
    }
#endif
  check_fitted (window, dialog, 360, 640);
  check_fitted (window, dialog, 768, 960);
  check_fitted (window, dialog, 360, 640);
  check_fitted (window, dialog, 1280, 800);
  close_check_in (window, dialog);
}

/* Ben holds three progress cards, Anna to roll */
#define BEN_HOLDS "{\"round\": 3, \"current\": 1, \"players\": [{}, {\"progress_cards\": [\"spy\", \"smith\", \"merchant\"]}, {}]}"

static gboolean
hand_open_cb (gpointer window)
{
  AdwMessageDialog *dialog = herald_test_open_dialog (window, FALSE);

  return dialog != NULL && adw_message_dialog_has_response (dialog, "close") &&
         g_str_has_suffix (adw_message_dialog_get_heading (dialog), "Progress Cards");
}

/* Ben's hand over a window of @width × @height, after its privacy step, shown and settled */
static AdwMessageDialog *
open_hand (HeraldWindow *window)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 1);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  herald_test_respond (dialog, "reveal");
  g_assert_true (herald_test_wait_until (hand_open_cb, window, 20000));
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_true (herald_test_wait_until (settled_cb, dialog, 20000));
  return dialog;
}

/* A player's hand (the progress cards) opened over a phone's window stayed narrow as the
 * window was widened, and opened wide stayed wide over a window narrowed (tester report 43,
 * B43-6): it has the size it opens at over the window as it is now, as the check-in has */
static void
test_hand_follows_size (void)
{
  static const int widths[] = { 360, 1280, 360 }, heights[] = { 640, 800, 640 };
  HeraldWindow *window = herald_test_window_show (BEN_HOLDS, 360, 640);
  AdwMessageDialog *dialog;

  g_assert_true (herald_test_wait_for_width (window, 360));
  dialog = open_hand (window);
  for (guint i = 1; i < G_N_ELEMENTS (widths); i++)
    {
      HeraldWindow *fresh_window = herald_test_window_show (BEN_HOLDS, widths[i], heights[i]);
      AdwMessageDialog *fresh;
      Size size = { GTK_WIDGET (dialog), 0, 0 };

      g_assert_true (herald_test_wait_for_width (fresh_window, widths[i]));
      fresh = open_hand (fresh_window);
      size.width = gtk_widget_get_width (GTK_WIDGET (fresh));
      size.height = gtk_widget_get_height (GTK_WIDGET (fresh));
      close_check_in (fresh_window, fresh);

      gtk_window_set_default_size (GTK_WINDOW (window), widths[i], heights[i]);
      g_assert_true (herald_test_wait_for_width (window, widths[i]));
      herald_test_wait_until (has_size_cb, &size, 20000);
      g_test_message ("window %d x %d px: the hand %d x %d px, opened there %d x %d",
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                      gtk_widget_get_width (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (dialog)),
                      size.width, size.height);
      g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (dialog)) - size.width), <=, 1);
      g_assert_cmpint (ABS (gtk_widget_get_height (GTK_WIDGET (dialog)) - size.height), <=, 1);
    }
  close_check_in (window, dialog);
}

#ifdef HERALD_HAVE_X11
/* a dialog's content centred across its window's, within a px (x), and inside it (y) */
static gboolean
centred_cb (gpointer data)
{
  Place *place = data;
  int x = 0, y = 0;

  return dialog_place (place, &x, &y) && y >= 0 &&
         ABS (2 * x + gtk_widget_get_width (place->dialog) - gtk_widget_get_width (place->window)) <= 2;
}
#endif

/* A dialog that does not scroll (a message: every dialog but Enter Dice, the check-in and
 * the attack's result), shown over @window and laid out */
static AdwMessageDialog *
open_message (HeraldWindow *window)
{
  AdwMessageDialog *dialog = herald_window_message (window, "Give the Device to Anna",
                                                    "Anna draws a politics card: only Anna looks at the screen.");

  adw_message_dialog_add_response (dialog, "later", "_Later");
  adw_message_dialog_add_response (dialog, "reveal", "_Show Anna’s Card");
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (herald_test_wait_until (settled_cb, dialog, 20000));
  return dialog;
}

#ifdef HERALD_HAVE_X11
/* @dialog moved to @x, @y in @window, as a window manager could have placed it, and waited
 * there for */
static void
move_into (HeraldWindow     *window,
           AdwMessageDialog *dialog,
           int               x,
           int               y)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));
  Place place = { GTK_WIDGET (dialog), GTK_WIDGET (window), x, y };
  double dx = 0, dy = 0, px = 0, py = 0;
  int wx = 0, wy = 0;
  Window child;

  gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
  gtk_native_get_surface_transform (GTK_NATIVE (window), &px, &py);
  XTranslateCoordinates (xdisplay, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))),
                         DefaultRootWindow (xdisplay), 0, 0, &wx, &wy, &child);
  XMoveWindow (xdisplay, gdk_x11_surface_get_xid (surface), wx + (int) px + x - (int) dx, wy + (int) py + y - (int) dy);
  g_assert_true (herald_test_wait_until (placed_cb, &place, 20000));
}
#endif

/* A message dialog (no scrolling body) over a window narrowed to a phone's 360 px and widened
 * again: placed again inside it each time, as the check-in is. Only the dialogs with a
 * scrolling body were: "Anna Chooses a Progress Card" stayed at x 340–650 over a window
 * narrowed to 420 px, and a privacy step in the left corner of a window widened from 420 to
 * 1280 (tester report 41, N41-6) */
static void
test_message_follows_size (void)
{
#ifdef HERALD_HAVE_X11
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  AdwMessageDialog *dialog;

  g_assert_true (herald_test_wait_for_width (window, 1280));
  herald_test_flush ();
  dialog = open_message (window);
  if (!GDK_IS_X11_SURFACE (gtk_native_get_surface (GTK_NATIVE (dialog))))
    {
      g_test_skip ("not X11");
      close_check_in (window, dialog);
      return;
    }
  /* where metacity places it as it opens: centred across the window, 23 px below its top */
  move_into (window, dialog, (1280 - gtk_widget_get_width (GTK_WIDGET (dialog))) / 2, 23);
  for (guint i = 0; i < 3; i++)
    {
      static const int widths[] = { 360, 1280, 420 }, heights[] = { 640, 800, 760 };
      Place place = { GTK_WIDGET (dialog), GTK_WIDGET (window), -1, -1 };
      int x = 0, y = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), widths[i], heights[i]);
      g_assert_true (herald_test_wait_for_width (window, widths[i]));
      herald_test_wait_until (centred_cb, &place, 20000);
      g_assert_true (dialog_place (&place, &x, &y));
      g_test_message ("window %d px: the message %d px wide at %d, %d", gtk_widget_get_width (GTK_WIDGET (window)),
                      gtk_widget_get_width (GTK_WIDGET (dialog)), x, y);
      g_assert_cmpint (x, >=, 0);
      g_assert_cmpint (y, >=, 0);
      g_assert_cmpint (x + gtk_widget_get_width (GTK_WIDGET (dialog)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpint (y + gtk_widget_get_height (GTK_WIDGET (dialog)), <=, gtk_widget_get_height (GTK_WIDGET (window)));
      g_assert_cmpint (ABS (2 * x + gtk_widget_get_width (GTK_WIDGET (dialog)) - gtk_widget_get_width (GTK_WIDGET (window))), <=, 2);
    }
  close_check_in (window, dialog);
#else
  g_test_skip ("not X11");
#endif
}

/* @dialog over @window centred across it and inside it as the window is turned to a phone's
 * 360 × 640 and a tablet's 768 × 960 */
static void
check_centred (HeraldWindow     *window,
               AdwMessageDialog *dialog,
               const char       *what)
{
#ifdef HERALD_HAVE_X11
  Place place = { GTK_WIDGET (dialog), GTK_WIDGET (window), -1, -1 };

  for (guint i = 0; i < 2; i++)
    {
      int width = i == 0 ? 360 : 768, x = 0, y = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), width, i == 0 ? 640 : 960);
      g_assert_true (herald_test_wait_for_width (window, width));
      herald_test_wait_until (centred_cb, &place, 20000);
      g_assert_true (dialog_place (&place, &x, &y));
      g_test_message ("window %d px: the %s %d px wide at %d, %d", gtk_widget_get_width (GTK_WIDGET (window)), what,
                      gtk_widget_get_width (GTK_WIDGET (dialog)), x, y);
      g_assert_cmpint (ABS (2 * x + gtk_widget_get_width (GTK_WIDGET (dialog)) - gtk_widget_get_width (GTK_WIDGET (window))), <=, 2);
      g_assert_cmpint (y, >=, 0);
      g_assert_cmpint (y + gtk_widget_get_height (GTK_WIDGET (dialog)), <=, gtk_widget_get_height (GTK_WIDGET (window)));
    }
#endif
}

/* Under a window manager that composites (metacity), a dialog has its frame's margins (its
 * shadow, 61 px a side), and is placed again centred across its window, not a margin right of
 * it: the size placed is the dialog's own, without the margins, and they were taken off it
 * again (Enter Dice half outside a window turned to a phone's width, tester report 40, N40-3).
 * A dialog that does not scroll (a message) as well: it was not placed again at all (tester
 * report 41, N41-6). Run under metacity as test-dialog-frames (HERALD_TEST_WM, main ());
 * skipped on a display nothing composites, as the other tests' */
static void
test_centred_with_frames (void)
{
#ifdef HERALD_HAVE_X11
  HeraldWindow *window;
  AdwMessageDialog *dialog;
  double dx = 0, dy = 0;

  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()) || !gdk_display_is_composited (gdk_display_get_default ()))
    {
      g_test_skip ("no window manager composites this display (test-dialog-frames runs one)");
      return;
    }
  dialog = open_check_in (1280, 800, &window);
  gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
  g_test_message ("the check-in's frame: %g px a side, %g px above", dx, dy);
  g_assert_cmpfloat (dx, >, 0);
  check_centred (window, dialog, "check-in");
  close_check_in (window, dialog);

  window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  g_assert_true (herald_test_wait_for_width (window, 1280));
  herald_test_flush ();
  dialog = open_message (window);
  gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
  g_assert_cmpfloat (dx, >, 0);
  check_centred (window, dialog, "message");
  close_check_in (window, dialog);
#else
  g_test_skip ("not X11");
#endif
}

/* The window-like dialog (not a message) shown over @window, or %NULL */
static GtkWindow *
window_dialog (HeraldWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) dialog = g_list_model_get_item (toplevels, i);

      if (!ADW_IS_MESSAGE_DIALOG (dialog) && gtk_window_get_transient_for (dialog) == GTK_WINDOW (window) &&
          gtk_widget_get_mapped (GTK_WIDGET (dialog)) && gtk_widget_get_width (GTK_WIDGET (dialog)) > 0)
        return dialog;
    }
  return NULL;
}

static gboolean
window_dialog_cb (gpointer data)
{
  return window_dialog (data) != NULL;
}

/* @action's window-like dialog opened over a window of @width × @height, laid out: its size */
static void
opened_size (const char *action,
             int         width,
             int         height,
             int        *dialog_width,
             int        *dialog_height)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, width, height);
  GtkWindow *dialog;

  g_assert_true (herald_test_wait_for_width (window, width));
  herald_test_flush ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  g_assert_true (herald_test_wait_until (window_dialog_cb, window, 20000));
  herald_test_flush ();
  dialog = window_dialog (window);
  *dialog_width = gtk_widget_get_width (GTK_WIDGET (dialog));
  *dialog_height = gtk_widget_get_height (GTK_WIDGET (dialog));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* the dialog has the size it is to have, centred across its window and inside it */
typedef struct
{
  Place place;
  int   width, height;
} Fitted;

static gboolean
fitted_cb (gpointer data)
{
  Fitted *fitted = data;
  int x = 0, y = 0;

  return ABS (gtk_widget_get_width (fitted->place.dialog) - fitted->width) <= 1 &&
         ABS (gtk_widget_get_height (fitted->place.dialog) - fitted->height) <= 1 &&
         dialog_place (&fitted->place, &x, &y) && y >= 0 &&
         ABS (2 * x + gtk_widget_get_width (fitted->place.dialog) - gtk_widget_get_width (fitted->place.window)) <= 2;
}

/* A window-like dialog (Statistics, the Rules Reference) open while its window is narrowed to
 * a phone's 360 × 640 and widened to 1280 × 800 again: each time the size it opens at over a
 * window of that size, centred across it and inside it. Statistics opened at 1280 × 800 stayed
 * 722 px wide, two thirds of it outside a window narrowed to 360 px; opened at 360 px, it
 * stayed phone-sized in the corner of a window widened again (tester report 42, N42-7) */
static void
test_window_follows_size (void)
{
#ifdef HERALD_HAVE_X11
  static const char *const actions[] = { "game.statistics", "game.reference" };

  for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
    {
      static const int widths[] = { 360, 1280, 420 }, heights[] = { 640, 800, 760 };
      int sizes[G_N_ELEMENTS (widths)][2];
      HeraldWindow *window;
      GtkWindow *dialog;

      for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
        opened_size (actions[a], widths[i], heights[i], &sizes[i][0], &sizes[i][1]);
      window = herald_test_window_show (SHIP_LANDS, 1280, 800);
      g_assert_true (herald_test_wait_for_width (window, 1280));
      herald_test_flush ();
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), actions[a], NULL));
      g_assert_true (herald_test_wait_until (window_dialog_cb, window, 20000));
      dialog = window_dialog (window);
      if (!GDK_IS_X11_SURFACE (gtk_native_get_surface (GTK_NATIVE (dialog))))
        {
          g_test_skip ("not X11");
          gtk_window_destroy (dialog);
          gtk_window_destroy (GTK_WINDOW (window));
          return;
        }
      for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
        {
          Fitted fitted = { { GTK_WIDGET (dialog), GTK_WIDGET (window), -1, -1 }, sizes[i][0], sizes[i][1] };
          int x = 0, y = 0;

          gtk_window_set_default_size (GTK_WINDOW (window), widths[i], heights[i]);
          g_assert_true (herald_test_wait_for_width (window, widths[i]));
          herald_test_wait_until (fitted_cb, &fitted, 20000);
          g_assert_true (dialog_place (&fitted.place, &x, &y));
          g_test_message ("%s, window %d x %d px: the dialog %d x %d px at %d, %d (opened there: %d x %d)",
                          actions[a], gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                          gtk_widget_get_width (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (dialog)),
                          x, y, sizes[i][0], sizes[i][1]);
          g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (dialog)) - sizes[i][0]), <=, 1);
          g_assert_cmpint (ABS (gtk_widget_get_height (GTK_WIDGET (dialog)) - sizes[i][1]), <=, 1);
          g_assert_cmpint (x, >=, 0);
          g_assert_cmpint (y, >=, 0);
          g_assert_cmpint (x + gtk_widget_get_width (GTK_WIDGET (dialog)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
          g_assert_cmpint (y + gtk_widget_get_height (GTK_WIDGET (dialog)), <=, gtk_widget_get_height (GTK_WIDGET (window)));
          g_assert_cmpint (ABS (2 * x + gtk_widget_get_width (GTK_WIDGET (dialog)) - gtk_widget_get_width (GTK_WIDGET (window))), <=, 2);
        }
      gtk_window_destroy (dialog);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
#else
  g_test_skip ("not X11");
#endif
}

#ifdef HERALD_HAVE_X11
/* HERALD_TEST_WM (test-dialog-frames): metacity started on the display before GTK opens it (GDK
 * 4.8 reads whether a display composites as it opens it, not later), and waited for until it
 * owns the compositing manager's selection (up to 20 s); %FALSE when it cannot run */
static gboolean
start_window_manager (void)
{
  const char *argv[] = { "metacity", "--replace", "--sm-disable", NULL };
  Display *xdisplay = XOpenDisplay (NULL);
  g_auto(GStrv) envp = NULL;
  gboolean ok = FALSE;

  if (xdisplay == NULL)
    return FALSE;
  /* its own schemas, and its warnings not fatal */
  envp = g_environ_unsetenv (g_get_environ (), "GSETTINGS_SCHEMA_DIR");
  envp = g_environ_unsetenv (envp, "G_DEBUG");
  if (g_spawn_async (NULL, (char **) argv, envp, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL
                     | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL))
    {
      Atom cm = XInternAtom (xdisplay, "_NET_WM_CM_S0", False);

      for (guint i = 0; i < 200 && !ok; i++)
        {
          ok = XGetSelectionOwner (xdisplay, cm) != None;
          if (!ok)
            g_usleep (100 * G_TIME_SPAN_MILLISECOND);
        }
    }
  XCloseDisplay (xdisplay);
  return ok;
}
#endif

int
main (int   argc,
      char *argv[])
{
#ifdef HERALD_HAVE_X11
  /* before the test's own folders and warnings: metacity has its own (its schemas) */
  if (g_getenv ("HERALD_TEST_WM") != NULL && g_getenv ("DISPLAY") != NULL && !start_window_manager ())
    g_printerr ("# no window manager started: the frames' test skips\n");
#endif
  if (!herald_test_init_window (&argc, &argv, "dialog resize"))
    return 0;

  g_test_add_func ("/herald/dialog-resize/check-in-follows-size", test_check_in_follows_size);
  g_test_add_func ("/herald/dialog-resize/message-follows-size", test_message_follows_size);
  g_test_add_func ("/herald/dialog-resize/centred-with-frames", test_centred_with_frames);
  g_test_add_func ("/herald/dialog-resize/window-follows-size", test_window_follows_size);
  g_test_add_func ("/herald/dialog-resize/hand-follows-size", test_hand_follows_size);

  return g_test_run ();
}
