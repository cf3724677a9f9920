/* herald-dialog-place.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every dialog over the main window placed again as the window changes size (a tablet turned,
 * a window snapped or resized): centred across it, and inside it, as a window manager places a
 * dialog as it opens. A window manager places a dialog only then: the check-in opened at
 * 1280 × 800 lay wholly to the right of the window narrowed to a phone's width (N36-6, N40-3),
 * and once Enter Dice, the check-in and the attack's result were placed again, every other
 * dialog (a tie reward's deck choice, a privacy step, a card, the hand) still stayed where it
 * was: half outside a window narrowed to 420 px, in the top-left corner of one widened (tester
 * report 41, N41-6). One mechanism for all, in the window (herald_dialog_keep_placed ()), not
 * one per dialog. X11 only: GTK 4 cannot move a window, a window manager takes a client's
 * move. The window-like dialogs (Statistics, Records, the Rules Reference, Preferences, the
 * Keyboard Shortcuts, New Game) are fitted again as well: no larger than the window, as they
 * open (herald_dialog_fit_over ()), and as large as they open in a window widened again:
 * Statistics opened at 1280 × 800 stuck out of a window narrowed to 360 px, and opened at
 * 360 px stayed phone-sized in the corner of one widened (tester report 42, N42-7). */

#include "config.h"

#ifdef HERALD_HAVE_X11
#include <gdk/x11/gdkx.h>
#endif

#include "herald-dialog-util.h"

#define PLACED_KEY "herald-dialog-placed"
#define WANTED_KEY "herald-dialog-wanted"

/* A dialog placed again after its window changed size: the size it was placed by, to place it
 * again when it takes another (libadwaita fits a message dialog to its window's width a layout
 * later) */
typedef struct
{
  GtkWindow *window;  /* unowned: the main window it is placed over (the dialog goes with it) */
  int width, height;  /* the size it was placed by, as herald_dialog_place_over () takes it */
  GdkSurface *watched;  /* weak: its surface, whose layout is watched (another if it is realized again) */
} Placed;

static void
placed_free (gpointer data)
{
  Placed *placed = data;

  g_clear_weak_pointer (&placed->watched);
  g_free (placed);
}

/**
 * herald_dialog_place_over:
 * @dialog: a dialog, shown
 * @parent: the window it is over
 * @width: the width @dialog is about to take, as measured (with its frame's margins on a display
 *   nothing composites, GTK's thin "solid-csd" border, without them where a window manager
 *   composites: the shadow around it)
 * @height: its height, likewise
 *
 * Places @dialog again over @parent as a window manager places it as it opens: centred across
 * the window, and up as far as it must to end inside it (no higher than its top). X11 only.
 */
void
herald_dialog_place_over (GtkWindow *dialog,
                          GtkWindow *parent,
                          int        width,
                          int        height)
{
#ifdef HERALD_HAVE_X11
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
  GdkSurface *under = gtk_native_get_surface (GTK_NATIVE (parent));
  Display *xdisplay;
  Window child;
  int x = 0, y = 0, px = 0, py = 0, top, room, frame_x = 0, frame_y = 0;
  double dx = 0, dy = 0, pdx = 0, pdy = 0;

  if (!GDK_IS_X11_SURFACE (surface) || !GDK_IS_X11_SURFACE (under))
    return;
  xdisplay = gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));
  gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
  gtk_native_get_surface_transform (GTK_NATIVE (parent), &pdx, &pdy);
  /* where each is on the screen, and the dialog's top in the window */
  if (!XTranslateCoordinates (xdisplay, gdk_x11_surface_get_xid (under), DefaultRootWindow (xdisplay), 0, 0, &px, &py, &child) ||
      !XTranslateCoordinates (xdisplay, gdk_x11_surface_get_xid (surface), DefaultRootWindow (xdisplay), 0, 0, &x, &y, &child))
    return;
  top = (y + (int) dy) - (py + (int) pdy);
  /* its size without the margins, where the size has them (taken off a shadow it did not
   * have, the dialog was placed its width, 61 px under metacity, right of the centre: Enter
   * Dice half outside a window turned to a phone's width, tester report 40, N40-3) */
  if (gtk_widget_has_css_class (GTK_WIDGET (dialog), "solid-csd"))
    frame_x = 2 * (int) dx, frame_y = 2 * (int) dy;
  room = gtk_widget_get_height (GTK_WIDGET (parent)) - (height - frame_y);
  top = CLAMP (top, 0, MAX (room, 0));
  x = px + (int) pdx + (gtk_widget_get_width (GTK_WIDGET (parent)) - (width - frame_x)) / 2 - (int) dx;
  y = py + (int) pdy + top - (int) dy;
  XMoveWindow (xdisplay, gdk_x11_surface_get_xid (surface), x, y);
#endif
}

/* Whether @dialog is over @window: its transient parent, or that one's, and so on */
static gboolean
is_over (GtkWindow *dialog,
         GtkWindow *window)
{
  for (GtkWindow *parent = gtk_window_get_transient_for (dialog); parent != NULL;
       parent = gtk_window_get_transient_for (parent))
    if (parent == window)
      return TRUE;
  return FALSE;
}

/* @dialog's size as herald_dialog_place_over () takes it: its own, with its frame's margins
 * where they are part of what it is measured by (solid-csd) */
static void
dialog_size (GtkWindow *dialog,
             int       *width,
             int       *height)
{
  double dx = 0, dy = 0;

  *width = gtk_widget_get_width (GTK_WIDGET (dialog));
  *height = gtk_widget_get_height (GTK_WIDGET (dialog));
  if (gtk_widget_has_css_class (GTK_WIDGET (dialog), "solid-csd"))
    {
      gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
      *width += 2 * (int) dx;
      *height += 2 * (int) dy;
    }
}

/* The dialog took another size after its window changed size (libadwaita fits it to the new
 * width at a later layout): placed again by that size. Only when it changed: the window
 * manager answers a move by a configure, and this runs again. */
static void
dialog_layout_cb (GdkSurface *surface,
                  int         surface_width,
                  int         surface_height,
                  GtkWindow  *dialog)
{
  Placed *placed = g_object_get_data (G_OBJECT (dialog), PLACED_KEY);
  int width, height;

  if (placed == NULL || placed->window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    return;
  dialog_size (dialog, &width, &height);
  if (width <= 0 || (width == placed->width && height == placed->height))
    return;
  placed->width = width;
  placed->height = height;
  herald_dialog_place_over (dialog, placed->window, width, height);
}

/* @dialog placed over @window at its new size: the size @dialog is about to take (its natural
 * size, as libadwaita now fits it, or @fitted's, its new default size, for a window-like
 * dialog), and again at any size it takes after (dialog_layout_cb ()) */
static void
place_dialog (GtkWindow *dialog,
              GtkWindow *window,
              const int *fitted)
{
  Placed *placed = g_object_get_data (G_OBJECT (dialog), PLACED_KEY);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
  int width = 0, height = 0;

  if (placed == NULL)
    {
      placed = g_new0 (Placed, 1);
      g_object_set_data_full (G_OBJECT (dialog), PLACED_KEY, placed, placed_free);
    }
  placed->window = window;
  if (surface != NULL && placed->watched != surface)
    {
      g_set_weak_pointer (&placed->watched, surface);
      g_signal_connect_object (surface, "layout", G_CALLBACK (dialog_layout_cb), dialog, 0);
    }
  if (fitted != NULL)
    {
      double dx = 0, dy = 0;

      /* the size it takes, with its frame's margins where it is measured with them */
      width = fitted[0], height = fitted[1];
      if (gtk_widget_has_css_class (GTK_WIDGET (dialog), "solid-csd"))
        {
          gtk_native_get_surface_transform (GTK_NATIVE (dialog), &dx, &dy);
          width += 2 * (int) dx;
          height += 2 * (int) dy;
        }
    }
  else
    {
      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
    }
  /* a resizable message dialog keeps a larger size it has */
  if (fitted == NULL && gtk_window_get_resizable (dialog))
    {
      int now_width, now_height;

      dialog_size (dialog, &now_width, &now_height);
      width = MAX (width, now_width);
      height = MAX (height, now_height);
    }
  placed->width = width;
  placed->height = height;
  herald_dialog_place_over (dialog, window, width, height);
}

/* The size a window-like @dialog wants over a window as large as it likes (its default
 * size as it was made, herald_dialog_fit_over (); else its size the first time it is fitted
 * again, which it opened at), in @wanted: its own, kept on it */
static int *
wanted_size (GtkWindow *dialog)
{
  int *wanted = g_object_get_data (G_OBJECT (dialog), WANTED_KEY);

  if (wanted == NULL)
    {
      wanted = g_new0 (int, 2);
      gtk_window_get_default_size (dialog, &wanted[0], &wanted[1]);
      if (gtk_widget_get_mapped (GTK_WIDGET (dialog)))
        {
          wanted[0] = gtk_widget_get_width (GTK_WIDGET (dialog));
          wanted[1] = gtk_widget_get_height (GTK_WIDGET (dialog));
        }
      g_object_set_data_full (G_OBJECT (dialog), WANTED_KEY, wanted, g_free);
    }
  return wanted;
}

/* @dialog's size over @parent as it is now, in @fitted: the size it wants, no larger than
 * @parent (a size it does not ask for, <= 0, left to it) */
static void
fit_size (GtkWindow *dialog,
          GtkWindow *parent,
          int       *fitted)
{
  const int *wanted = wanted_size (dialog);
  int width = gtk_widget_get_width (GTK_WIDGET (parent));
  int height = gtk_widget_get_height (GTK_WIDGET (parent));

  fitted[0] = wanted[0] > 0 && width > 0 ? MIN (wanted[0], width) : wanted[0];
  fitted[1] = wanted[1] > 0 && height > 0 ? MIN (wanted[1], height) : wanted[1];
}

/**
 * herald_dialog_fit_over:
 * @dialog: a window-like dialog (not a message dialog), transient for @parent
 * @parent: the window it is over
 * @width: the width @dialog takes over a window as wide as it likes, or <= 0 for its own
 *   (its default width as it is)
 * @height: its height, likewise
 *
 * Gives @dialog, about to be shown, its size over @parent as it is: no larger than it (a
 * phone's 360 px window got a 520 px New Game and a 640 px Rules Reference, newcomer report
 * 10, A-11). It is fitted again, and placed, as @parent changes size while it is shown
 * (herald_dialog_keep_placed ()). Nothing changes while @parent has no size yet.
 */
void
herald_dialog_fit_over (GtkWindow *dialog,
                        GtkWindow *parent,
                        int        width,
                        int        height)
{
  int *wanted = wanted_size (dialog);
  int fitted[2];

  if (width > 0)
    wanted[0] = width;
  if (height > 0)
    wanted[1] = height;
  if (gtk_widget_get_width (GTK_WIDGET (parent)) <= 0 || gtk_widget_get_height (GTK_WIDGET (parent)) <= 0)
    return;
  fit_size (dialog, parent, fitted);
  gtk_window_set_default_size (dialog, fitted[0], fitted[1]);
}

/* The window was laid out at a new size: every dialog shown over it placed again (a
 * window-like one fitted to it first).
 * Connected after the dialogs' own handlers on the window's surface (the scrolling ones fit
 * their size to the window first: herald-dialog-scroll.c), and after GTK's, which allocates
 * the window: its new size is the one read here. */
static void
window_layout_cb (GdkSurface *surface,
                  int         surface_width,
                  int         surface_height,
                  GtkWindow  *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  int *last = g_object_get_data (G_OBJECT (window), PLACED_KEY);
  gboolean told = FALSE;

  if (width <= 0 || (last[0] == width && last[1] == height))
    return;
  last[0] = width;
  last[1] = height;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) dialog = g_list_model_get_item (toplevels, i);

      if (!gtk_widget_get_mapped (GTK_WIDGET (dialog)) || !is_over (dialog, window))
        continue;
      if (!ADW_IS_MESSAGE_DIALOG (dialog))
        {
          int fitted[2];

          /* a window-like dialog: the size it opens at over a window of this size */
          fit_size (dialog, window, fitted);
          gtk_window_set_default_size (dialog, fitted[0], fitted[1]);
          place_dialog (dialog, window, fitted);
          continue;
        }
      /* libadwaita reads the window's width again now, not at a later layout (its
       * parent_size_cb (), as herald-dialog-scroll.c tells it) */
      if (!told)
        g_object_notify (G_OBJECT (surface), "width");
      told = TRUE;
      place_dialog (dialog, window, NULL);
    }
}

static void
window_realize_cb (GtkWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  int *last = g_new0 (int, 2);

  last[0] = gtk_widget_get_width (GTK_WIDGET (window));
  last[1] = gtk_widget_get_height (GTK_WIDGET (window));
  g_object_set_data_full (G_OBJECT (window), PLACED_KEY, last, g_free);
  g_signal_connect_object (surface, "layout", G_CALLBACK (window_layout_cb), window, G_CONNECT_AFTER);
}

/**
 * herald_dialog_keep_placed:
 * @window: the main window
 *
 * Every dialog over @window (transient for it, or for a dialog over it) is placed again as
 * @window changes size: centred across it, inside it, as a window manager places a dialog as
 * it opens (herald_dialog_place_over ()); a window-like one fitted first to the size it
 * opens at over a window of the new size (herald_dialog_fit_over ()). Call before @window is
 * realized.
 */
void
herald_dialog_keep_placed (GtkWindow *window)
{
  g_signal_connect (window, "realize", G_CALLBACK (window_realize_cb), NULL);
}
