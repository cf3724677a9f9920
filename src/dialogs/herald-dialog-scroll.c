/* herald-dialog-scroll.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A message dialog's extra child that scrolls when the window leaves it too little room:
 * measured at the width it gets, as tall as it asks up to what its window leaves (a header
 * bar's height on a phone, margins on a wider window), focusable and named by the hint to
 * scroll only while it has more than it shows, scrolled by the arrow keys
 * (herald_dialog_set_scrolling_child ()). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-dialog-util.h"
#include "herald-shadow-cache.h"

/* The scroller of a dialog's extra child sits in a bin whose layout asks for the child's
 * whole height at the width it gets, up to what the window leaves: GtkScrolledWindow in GTK
 * 4.8 measures its child for no width, and a wrapped label then asked for the height of its
 * longest line: the hand's cards showed 1½ lines of text in a 50 px strip with 500 px free
 * (newcomer report 12, item 1). */

typedef struct
{
  int others;  /* the dialog's natural height besides the bin, -1 before it was measured */
  gboolean measuring_others;  /* the bin asks for no height while the rest is measured */
  guint idle;
  int hinted;  /* whether what scrolls is named by the hint to scroll: -1 before it was set */
  GtkWidget *scroller;  /* unowned: the bin's child */
  GdkSurface *parent_surface;  /* unowned: the surface of the window the dialog is over, watched */
  int parent_width, parent_height;  /* that window's size as the dialog was last fitted to it */
  guint refitted;  /* fitted to a new size of that window: its layouts at it still to check */
} FitScroll;

static void
fit_scroll_free (gpointer data)
{
  FitScroll *fit = data;

  g_clear_handle_id (&fit->idle, g_source_remove);
  g_free (fit);
}

static FitScroll *
fit_scroll_get (GtkWidget *bin)
{
  return g_object_get_data (G_OBJECT (bin), "herald-fit-scroll");
}

/* The room a dialog leaves above it in a phone's window (no wider than FIT_PHONE_WIDTH, the
 * phone's whole screen): a window manager puts a dialog below the window's top (metacity 23 px
 * below it), and a dialog as tall as a phone's 640 px window ran 11 px past its bottom, the
 * responses' lower edge with it (issue 11); a header bar's height. A wider window's dialogs
 * are shown at their size first (fit_realize_cb ()), and a window manager places them inside
 * it (metacity: a third of the room left above, two thirds below): FIT_ROOM left, 20 px
 * above and 40 below. As tall as the window, Correct Pieces touched the screen's edges at
 * 1280 × 800, and grew past the bottom with a refusal (session 28). */
#define FIT_PARENT_TOP 48
#define FIT_PHONE_WIDTH 600
#define FIT_ROOM 60

/* on a scroller: the focus moved into it before it was laid out (fit_focus_cb ()) */
#define FOCUS_PENDING_KEY "herald-focus-pending"

/* The height of the window @bin's dialog is over, in px, less the room left above the dialog
 * on a phone (FIT_PARENT_TOP), or the room around it on a wider window (FIT_ROOM): 0 without
 * one */
static int
fit_parent_height (GtkWidget *bin)
{
  GtkRoot *root = gtk_widget_get_root (bin);
  GtkWindow *parent = GTK_IS_WINDOW (root) ? gtk_window_get_transient_for (GTK_WINDOW (root)) : NULL;
  int height = parent != NULL ? gtk_widget_get_height (GTK_WIDGET (parent)) : 0;
  int width = parent != NULL ? gtk_widget_get_width (GTK_WIDGET (parent)) : 0;
  int default_width = 0, default_height = 0;

  /* GTK 4.8 needs both places to write the default size to */
  if (parent != NULL)
    gtk_window_get_default_size (parent, &default_width, &default_height);
  if (height <= 0)
    height = default_height;
  /* a phone's window by the size it has or the one it was given (its allocation may still
   * be a wider one's as the dialog is first measured) */
  if (height > 0 && ((width > 0 && width <= FIT_PHONE_WIDTH) || (default_width > 0 && default_width <= FIT_PHONE_WIDTH)))
    height -= FIT_PARENT_TOP;
  else
    height -= FIT_ROOM;
  return MAX (height, 0);
}


/* The most the scroller may take: the window's height (less a header bar's on a phone) less the rest of
 * the dialog (its heading, body and responses, measured before it is first shown and after
 * each layout: fit_realize_cb (), fit_check_cb ()), at least 120 px; 420 px without a window */
static int
fit_max_height (GtkWidget *bin)
{
  FitScroll *fit = fit_scroll_get (bin);
  int height = fit_parent_height (bin);

  if (height <= 0)
    return 420;
  return MAX (120, height - MAX (fit->others, 0));
}

/* The natural height of what scrolls, for @width */
static int
fit_content_height (GtkWidget *scroller,
                    int        width)
{
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  int natural = 0;

  if (GTK_IS_VIEWPORT (content) && gtk_viewport_get_child (GTK_VIEWPORT (content)) != NULL)
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (content == NULL || !gtk_widget_get_visible (content))
    return 0;
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

static void
fit_measure (GtkWidget      *bin,
             GtkOrientation  orientation,
             int             for_size,
             int            *minimum,
             int            *natural,
             int            *minimum_baseline,
             int            *natural_baseline)
{
  FitScroll *fit = fit_scroll_get (bin);
  int scroller_min = 0, scroller_nat = 0;

  if (fit->measuring_others && orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum = *natural = 0;
      return;
    }
  gtk_widget_measure (fit->scroller, orientation, for_size, &scroller_min, &scroller_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = scroller_min;
      *natural = scroller_nat;
    }
  else
    {
      int width = for_size;

      /* for no width, the height at the natural width: at the narrowest, the window took
       * that as its least height, and a dialog of two cards was 740 px tall */
      if (for_size < 0)
        gtk_widget_measure (fit->scroller, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      /* as its minimum too: the dialog is as tall as its cards need, within the window */
      *minimum = *natural = MAX (scroller_min, MIN (fit_content_height (fit->scroller, width), fit_max_height (bin)));
    }
}

static GtkSizeRequestMode
fit_request_mode (GtkWidget *bin)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* After a layout: the rest of the dialog measured, and the scroller focusable when it has
 * more than it shows, so that a keyboard can scroll it */
/* Whether a widget inside @widget (not @widget itself) takes the focus: a form's entries */
static gboolean
holds_focusable (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && gtk_widget_get_can_focus (child) &&
        (gtk_widget_get_focusable (child) || holds_focusable (child)))
      return TRUE;
  return FALSE;
}

static void fit_focus_cb (GtkWindow  *dialog,
                          GParamSpec *pspec,
                          GtkWidget  *scroller);

static gboolean
fit_check_cb (gpointer data)
{
  GtkWidget *bin = data;
  FitScroll *fit = fit_scroll_get (bin);
  GtkRoot *root = gtk_widget_get_root (bin);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (fit->scroller));
  int width = gtk_widget_get_width (bin);
  gboolean scrolls, form, hint;

  fit->idle = 0;
  /* the responses laid out again for a window that changed width (a layout follows) */
  if (ADW_IS_MESSAGE_DIALOG (root) && herald_dialog_restack_responses (ADW_MESSAGE_DIALOG (root)))
    return G_SOURCE_REMOVE;
  if (root != NULL && gtk_widget_get_width (GTK_WIDGET (root)) > 0)
    {
      int dialog = 0, mine = 0;

      gtk_widget_measure (GTK_WIDGET (root), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (root)),
                          NULL, &dialog, NULL, NULL);
      gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, width, NULL, &mine, NULL, NULL);
      if (ABS (dialog - mine - fit->others) > 1)
        {
          fit->others = dialog - mine;
          gtk_widget_queue_resize (bin);
        }
      /* Fitted to its window's new size, it asks for less now that it is laid out at it: its
       * responses, stacked on a phone's width, went back into a row only as libadwaita's
       * squeezer was allocated, after the dialog had been measured with the column. A hand of
       * cards with its Play buttons kept 135 px too many over a window widened from 360 to
       * 1280 px (tester report 43, B43-6): shrunk once to what it asks, as fit_parent_layout_cb
       * () sizes it (not at every layout: a dialog otherwise keeps a larger height, given to
       * what scrolls, N37-5) */
      if (fit->refitted > 0 && ADW_IS_MESSAGE_DIALOG (root))
        {
          GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (root));
          int default_width = 0, default_height = 0;

          gtk_window_get_default_size (GTK_WINDOW (root), &default_width, &default_height);
          /* at the new width only: a window manager gives the new size later. That width is
           * the surface's without a window manager (its 5 px frame included, as in what was
           * measured), the dialog's own under one that draws the frame's shadow (metacity:
           * the surface holds the shadow too). The squeezer takes its row a layout or two
           * after the first at that width: a few layouts are checked, then no more */
          if (ABS (gtk_widget_get_width (GTK_WIDGET (root)) - default_width) <= 1 ||
              (surface != NULL && ABS (gdk_surface_get_width (surface) - default_width) <= 1))
            {
              if (default_width > 0 && default_height > dialog + 1)
                {
                  fit->refitted = 0;
                  gtk_window_set_resizable (GTK_WINDOW (root), TRUE);
                  gtk_window_set_default_size (GTK_WINDOW (root), default_width, dialog);
                  gtk_window_set_resizable (GTK_WINDOW (root), FALSE);
                }
              else
                fit->refitted--;
            }
        }
    }
  /* the focus given before the first layout, scrolled into view now */
  if (GTK_IS_WINDOW (root) && g_object_get_data (G_OBJECT (fit->scroller), FOCUS_PENDING_KEY) != NULL)
    fit_focus_cb (GTK_WINDOW (root), NULL, fit->scroller);
  scrolls = fit_content_height (fit->scroller, width) > gtk_widget_get_height (bin) + 1;
  /* A form (the check-in's counts, the corrections) scrolls as its entries take the focus,
   * and the arrow keys are the entries': what scrolls is then no Tab stop, and not named by
   * the hint to scroll with the arrows, which Orca said as the focus went into the form's
   * first entry (the name of the container it entered; issue 11) */
  form = content != NULL && holds_focusable (content);
  hint = scrolls && !form;
  if (content != NULL && gtk_widget_get_focusable (content) != hint)
    gtk_widget_set_focusable (content, hint);
  /* GTK 4.8's scrolled window, when nothing inside it takes the focus, grabs it for itself
   * and says it did even when it is not focusable: Tab after the last response (or Shift+Tab
   * before the first) then went nowhere, the focus stayed where it was, silent (a hand of
   * cards with Close and Discard…, heard with Orca in session 17). Nothing to focus in it:
   * it is left out of the focus chain altogether */
  if (content != NULL)
    {
      gboolean can_focus = scrolls || form;

      if (gtk_widget_get_can_focus (fit->scroller) != can_focus)
        gtk_widget_set_can_focus (fit->scroller, can_focus);
    }
  /* "More below" only while there is more below: Orca said it as the focus went into a list
   * that was all in view (issue 11). Named only when that changes (GTK 4.8 tells a screen
   * reader of each name given, and this runs after every layout). */
  if (content != NULL && fit->hinted != hint)
    {
      fit->hinted = hint;
      /* Translators: the accessible name of a dialog's text that scrolls, when it has the focus */
      gtk_accessible_update_property (GTK_ACCESSIBLE (content), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      hint ? _("More below: scroll with the arrow keys") : "", -1);
    }
  return G_SOURCE_REMOVE;
}

/* The width @dialog takes over its window as it is now, as GTK sizes a window first (its
 * natural width), and the rest of it (fit->others) measured for that width without the bin */
static int
fit_measure_dialog (GtkWidget *dialog,
                    GtkWidget *bin)
{
  FitScroll *fit = fit_scroll_get (bin);
  int width = 0, height = 0;

  fit->measuring_others = TRUE;
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  /* with the responses as they will be laid out at that width: stacked, not in the row
   * libadwaita measures them by before its first layout */
  if (herald_dialog_stack_responses (ADW_MESSAGE_DIALOG (dialog), width))
    gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (dialog, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  fit->measuring_others = FALSE;
  fit->others = height;
  /* the sizes measured without the bin's are dropped */
  gtk_widget_queue_resize (bin);
  return width;
}

/* The window the dialog is over was laid out at a new size (a tablet turned, a window
 * snapped): the dialog sized as when it opens over a window of that size. The check-in opened
 * at 1280 × 800 kept its 556 px over a phone's 360 px window, 200 px outside it, and its 720
 * px of height over 640 (tester report 36, N36-6).
 *
 * This runs as the window's surface is laid out, after the window itself (GTK allocates it in
 * its own handler, connected as the window was realized, before this one): its new size is
 * the one measured. libadwaita 1.2 fits a message dialog's width to its window's width as it
 * last read it, on the window's surface's "compute-size" and "notify::width", which come
 * before the window's layout: it still had the old width, and took the new one only at some
 * later layout of the window. Told again now ("notify::width"), it reads the new one, at
 * once, before the dialog is measured here; fitted in an idle instead, the dialog was
 * measured before libadwaita had the new width when the machine was loaded, and kept the old
 * one (session 37). The size is then set as the dialog's default size while it is resizable
 * for a moment: a queued resize alone never shrinks it (not resizable, GTK 4.8 keeps the
 * larger size it has). fit_check_cb () then measures the rest again at the width it gets. */
static void
fit_parent_layout_cb (GdkSurface *surface,
                      int         surface_width,
                      int         surface_height,
                      GtkWidget  *bin)
{
  FitScroll *fit = fit_scroll_get (bin);
  GtkRoot *root = gtk_widget_get_root (bin);
  GtkWindow *parent = GTK_IS_WINDOW (root) ? gtk_window_get_transient_for (GTK_WINDOW (root)) : NULL;
  int parent_width, parent_height, width = 0, height = 0;

  if (parent == NULL || !ADW_IS_MESSAGE_DIALOG (root) || !gtk_widget_get_realized (GTK_WIDGET (root)))
    return;
  parent_width = gtk_widget_get_width (GTK_WIDGET (parent));
  parent_height = gtk_widget_get_height (GTK_WIDGET (parent));
  if (parent_width <= 0 || (parent_width == fit->parent_width && parent_height == fit->parent_height))
    return;
  fit->parent_width = parent_width;
  fit->parent_height = parent_height;
  /* libadwaita reads the window's width again (parent_size_cb ()) */
  g_object_notify (G_OBJECT (surface), "width");
  /* the responses for the new width, side by side or stacked, then the dialog measured */
  herald_dialog_restack_responses (ADW_MESSAGE_DIALOG (root));
  width = fit_measure_dialog (GTK_WIDGET (root), bin);
  gtk_widget_measure (GTK_WIDGET (root), GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_window_set_resizable (GTK_WINDOW (root), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (root), width, height);
  gtk_window_set_resizable (GTK_WINDOW (root), FALSE);
  fit->refitted = 3;
  /* then placed again over the window at that size, as every dialog is
   * (herald-dialog-place.c, connected after this) */
}

/* The window the dialog is over watched for its new sizes (fit_parent_layout_cb ()) */
static void
fit_watch_parent (GtkWidget *dialog,
                  GtkWidget *bin)
{
  FitScroll *fit = fit_scroll_get (bin);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  GdkSurface *surface = parent != NULL ? gtk_native_get_surface (GTK_NATIVE (parent)) : NULL;

  fit->parent_width = parent != NULL ? gtk_widget_get_width (GTK_WIDGET (parent)) : 0;
  fit->parent_height = parent != NULL ? gtk_widget_get_height (GTK_WIDGET (parent)) : 0;
  if (surface == NULL || surface == fit->parent_surface)
    return;
  fit->parent_surface = surface;
  g_signal_connect_object (surface, "layout", G_CALLBACK (fit_parent_layout_cb), bin, 0);
}

/* Before the dialog is first shown: the rest of it measured at the width it will take, so that
 * its first size is its size. With a guess instead (400 px), a window manager placed the
 * dialog by a first size smaller than the one it grew to after its first layout, and its
 * responses ran below the window (newcomer reports 20 and 22, N20-4, N22-4); so did a hand
 * of five cards with its seven responses measured in a row (N23-4) */
static void
fit_realize_cb (GtkWidget *dialog,
                GtkWidget *bin)
{
  fit_watch_parent (dialog, bin);
  fit_measure_dialog (dialog, bin);
}

static void
fit_allocate (GtkWidget *bin,
              int        width,
              int        height,
              int        baseline)
{
  FitScroll *fit = fit_scroll_get (bin);

  gtk_widget_allocate (fit->scroller, width, height, baseline, NULL);
  if (fit->idle == 0)
    fit->idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, fit_check_cb, bin, NULL);
}

/* Up and Down scroll a focused scroller by a line, Home and End to its ends (Page Up and
 * Page Down are GtkScrolledWindow's own) */
static gboolean
fit_key_cb (GtkEventControllerKey *keys,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            GtkScrolledWindow     *scroller)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  double value = gtk_adjustment_get_value (adjustment);
  double line = 40;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      gtk_adjustment_set_value (adjustment, value - line);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      gtk_adjustment_set_value (adjustment, value + line);
      return TRUE;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
      return TRUE;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
      return TRUE;
    default:
      return FALSE;
    }
}

/* Whether @focus is the first Tab stop in @content: no widget before it takes the focus */
static gboolean
first_stop (GtkWidget *content,
            GtkWidget *focus)
{
  for (GtkWidget *child = gtk_widget_get_first_child (content); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (child == focus)
        return TRUE;
      if (gtk_widget_is_ancestor (focus, child))
        return first_stop (child, focus);
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_can_focus (child) || !gtk_widget_is_sensitive (child))
        continue;
      if (gtk_widget_get_focusable (child) || holds_focusable (child))
        return FALSE;
    }
  return TRUE;
}

/* Where @widget lies in @inner, what scrolls, top and bottom, in the adjustment's terms: by
 * @inner's own coordinates, which the scroll does not move (the scroll set and not yet laid
 * out, the viewport's would be a frame late) */
static gboolean
span_in (GtkWidget *widget,
         GtkWidget *inner,
         double    *top,
         double    *bottom)
{
  graphene_rect_t bounds;

  if (widget == NULL || !gtk_widget_compute_bounds (widget, inner, &bounds))
    return FALSE;
  *top = bounds.origin.y;
  *bottom = *top + bounds.size.height;
  return TRUE;
}

/* Where @value falls inside a line of text of @widget's labels (it, or one below it in
 * @inner; @inner's coordinates): *@above becomes that line's top and *@below the next line's
 * (or the label's end). Returns FALSE where @value cuts no line across. */
static gboolean
line_edges (GtkWidget *widget,
            GtkWidget *inner,
            double     value,
            double    *above,
            double    *below)
{
  double top, bottom;

  if (!gtk_widget_get_visible (widget) || !span_in (widget, inner, &top, &bottom) ||
      top >= value || bottom <= value)
    return FALSE;
  if (GTK_IS_LABEL (widget))
    {
      PangoLayoutIter *iter = pango_layout_get_iter (gtk_label_get_layout (GTK_LABEL (widget)));
      gboolean inside = FALSE;
      int x = 0, y = 0;

      gtk_label_get_layout_offsets (GTK_LABEL (widget), &x, &y);
      do
        {
          int line_top = 0, line_bottom = 0;

          pango_layout_iter_get_line_yrange (iter, &line_top, &line_bottom);
          *above = top + y + (double) line_top / PANGO_SCALE;
          *below = top + y + (double) line_bottom / PANGO_SCALE;
          inside = *above + 0.5 < value && value < *below - 0.5;
        }
      while (!inside && pango_layout_iter_next_line (iter));
      pango_layout_iter_free (iter);
      return inside;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (line_edges (child, inner, value, above, below))
      return TRUE;
  return FALSE;
}

/* The focus moved in a dialog: what scrolls shows the focused row whole, and above it, where
 * they fit, the heading of its group (whose row it is: the player's name in the check-in),
 * or, for the first Tab stop, everything from the top (the message, the verdict). GTK
 * scrolled only as far as the focused control needed: after Tab went round from Fight to
 * the check-in's first row, or Shift+Tab up to another player's last, the row sat at the top
 * edge with no name above it (tester report 31, N31-6). */
static void
fit_focus_cb (GtkWindow  *dialog,
              GParamSpec *pspec,
              GtkWidget  *scroller)
{
  GtkWidget *focus = gtk_window_get_focus (dialog);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  double row_top, row_bottom, need_top, need_bottom, group_bottom = 0, line_above, line_below;
  GtkWidget *row, *group, *inner;
  gboolean by_pointer = g_object_get_data (G_OBJECT (dialog), "herald-focus-by-pointer") != NULL;

  /* what scrolls in a viewport (a scrollable child scrolls itself) */
  if (focus == NULL || !GTK_IS_VIEWPORT (content) || focus == content || !gtk_widget_is_ancestor (focus, content))
    return;
  /* not laid out yet (the first focus, given as the dialog opens): scrolled to after the
   * layout (fit_check_cb ()). It stayed where GTK put it, below the fold of a phone's check-in
   * at text scale 1.5, unseen until the first Tab (tester report 46, N46-4) */
  g_object_set_data (G_OBJECT (scroller), FOCUS_PENDING_KEY, GINT_TO_POINTER (!gtk_widget_get_mapped (focus) || page <= 0));
  if (!gtk_widget_get_mapped (focus) || page <= 0)
    return;
  inner = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (inner == NULL || !gtk_widget_is_ancestor (focus, inner))
    return;
  row = gtk_widget_get_ancestor (focus, ADW_TYPE_PREFERENCES_ROW);
  if (row == NULL || !gtk_widget_is_ancestor (row, content))
    row = focus;
  if (!span_in (row, inner, &row_top, &row_bottom))
    return;
  group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);
  need_top = row_top;
  need_bottom = row_bottom;
  /* a click gave the focus (a spin button's "+"): the row under the pointer stays where it
   * is; scrolled to its group's heading, the next click landed on another row (tester
   * report 35, N35-2: a game started with physical dice and no attack) */
  if (!by_pointer && first_stop (content, focus))
    need_top = 0;
  else if (!by_pointer && group != NULL && gtk_widget_is_ancestor (group, content))
    span_in (group, inner, &need_top, &group_bottom);
  if (need_bottom - need_top > page)
    /* the row whole, as much above it as fits */
    need_top = MIN (row_top, need_bottom - page);
  if (need_top < value)
    value = need_top;
  if (need_bottom > value + page)
    value = need_bottom - page;
  /* No line of text cut across at the top edge: on a phone at text scale 1.5 the check-in's
   * verdict began with a line cut ("Confronta i pezzi di" half hidden under the heading;
   * newcomer report 53, newcomer53-4). That line whole where the focused row stays whole,
   * else the next line from the top (a row is never cut: tester report 31). Not under a
   * pointer, which would see the row it pressed move. */
  if (!by_pointer && value > 0 && line_edges (inner, inner, value, &line_above, &line_below))
    {
      if (row_bottom <= line_above + page)
        value = line_above;
      else if (line_below <= row_top)
        value = line_below;
    }
  gtk_adjustment_set_value (adjustment, value);
}

/* the last press on @dialog was a pointer's or a touch (a key press forgets it) */
static void
focus_pointer_pressed_cb (GtkGestureClick *gesture,
                          int              n_press,
                          double           x,
                          double           y,
                          GtkWindow       *dialog)
{
  g_object_set_data (G_OBJECT (dialog), "herald-focus-by-pointer", GINT_TO_POINTER (TRUE));
}

static gboolean
focus_key_pressed_cb (GtkEventControllerKey *keys,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      GtkWindow             *dialog)
{
  g_object_set_data (G_OBJECT (dialog), "herald-focus-by-pointer", NULL);
  return GDK_EVENT_PROPAGATE;
}

/**
 * herald_dialog_keep_focus_in_view:
 * @window: a dialog
 * @scroller: a scrolled window in @window, its child in a viewport
 *
 * As the focus moves in @scroller, it scrolls to show the focused row whole, and above it,
 * where they fit, its group's heading, or for the first Tab stop everything from the top
 * (fit_focus_cb ()): GTK's viewport, which scrolls only as far as the focused control
 * needs, is told not to. New Game's page left a focused row's switch cut at the phone's
 * bottom edge (tester report 31, tester31-04-rules.png). A focus given by a click (a spin
 * button's "+") scrolls no further than its row needs: the rows stay under the pointer.
 */
void
herald_dialog_keep_focus_in_view (GtkWindow *window,
                                  GtkWidget *scroller)
{
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));

  if (GTK_IS_VIEWPORT (content))
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (content), FALSE);
  /* whether a key or a pointer moved the focus: seen before the widgets under them */
  if (g_object_get_data (G_OBJECT (window), "herald-focus-input-watched") == NULL)
    {
      GtkGesture *click = gtk_gesture_click_new ();
      GtkEventController *keys = gtk_event_controller_key_new ();

      g_object_set_data (G_OBJECT (window), "herald-focus-input-watched", GINT_TO_POINTER (TRUE));
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
      gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
      gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "herald-focus-pointer");
      g_signal_connect_object (click, "pressed", G_CALLBACK (focus_pointer_pressed_cb), window, 0);
      gtk_widget_add_controller (GTK_WIDGET (window), GTK_EVENT_CONTROLLER (click));
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect_object (keys, "key-pressed", G_CALLBACK (focus_key_pressed_cb), window, 0);
      gtk_widget_add_controller (GTK_WIDGET (window), keys);
    }
  g_signal_connect_object (window, "notify::focus-widget", G_CALLBACK (fit_focus_cb), scroller, 0);
}

/**
 * herald_dialog_set_scrolling_child:
 * @child: what the dialog shows under its body
 *
 * Sets @child as @dialog's extra child inside a scroller, which takes @child's whole height
 * at the width it is given, up to the height of the window the dialog belongs to (the
 * transient parent set by herald_dialog_init (); on a phone less a header bar's height) less
 * the rest of the dialog (its heading, body and responses, measured before it is first shown and after
 * each layout), at least 120 px (420 px without a window), and scrolls beyond: the dialog is
 * first shown at its size, within its window; a dialog with a long list stays within a phone's
 * screen with its responses in view (newcomer report 11, N-2), and shows all of a short one
 * (newcomer report 12, item 1). When it scrolls, what scrolls takes the focus with Tab, is
 * named "More below: scroll with the arrow keys" for screen readers (nameless while all of it
 * is in view, as checked after each layout), and the arrow keys, Page Up, Page Down, Home and
 * End scroll it; unless @child holds a form (anything that takes the focus): then it scrolls
 * to the focused entry, and is neither a Tab stop nor named.
 *
 * Returns: (transfer none): the scroller
 */
GtkWidget *
herald_dialog_set_scrolling_child (AdwMessageDialog *dialog,
                                   GtkWidget        *child)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  /* the lists' shadows as pictures: nothing more to compile in a dialog's first frame on
   * software GL (herald-shadow-cache.c) */
  GtkWidget *bin = herald_shadow_bin_new ();
  GtkWidget *content;
  GtkEventController *keys = gtk_event_controller_key_new ();
  FitScroll *fit = g_new0 (FitScroll, 1);

  fit->others = -1;
  fit->hinted = -1;
  fit->scroller = scroller;
  g_object_set_data_full (G_OBJECT (bin), "herald-fit-scroll", fit, fit_scroll_free);
  gtk_widget_set_layout_manager (bin, gtk_custom_layout_new (fit_request_mode, fit_measure, fit_allocate));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), child);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* as wide as the child would be without it: narrower, its rows wrapped to more lines than
   * the dialog's height was measured for (four rows of the attack's result scrolled by a few
   * pixels at 1280 × 800 with half the screen free) */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  adw_bin_set_child (ADW_BIN (bin), scroller);
  /* what scrolls is focusable only while it has more than it shows (fit_check_cb ()) */
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  gtk_widget_set_focusable (content, FALSE);
  /* the focus scrolled into view with what says whose it is, not only as far as the focus
   * needs */
  herald_dialog_keep_focus_in_view (GTK_WINDOW (dialog), scroller);
  /* nor the scroller: GTK 4.8 makes a scrolled window a Tab stop whenever nothing inside it
   * takes the focus, so that it was one, without a name, exactly while all was in view (Orca
   * said "scroll pane." in a hand of one card; newcomer report 14, N14-24) */
  gtk_widget_set_focusable (scroller, FALSE);
  gtk_widget_add_css_class (content, "scroll-focus");
  /* named by the hint to scroll while it scrolls (fit_check_cb ()); nameless before, not by
   * its class */
  gtk_accessible_update_property (GTK_ACCESSIBLE (content), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (fit_key_cb), scroller, 0);
  gtk_widget_add_controller (content, keys);
  adw_message_dialog_set_extra_child (dialog, bin);
  /* a dialog taller than it asks (what scrolls took fewer lines: a non-resizable window does
   * not shrink in GTK 4.8) gives the extra height to what scrolls, under what it shows, not
   * to the body above it (libadwaita's body expands): what lies in the scroller stays in its
   * place. The "+" of Arrange Progress Card Decks moved down 14 px as the first card took
   * the place of the two lines of "Nothing entered", and up again as the line of cards grew
   * (tester report 37, N37-5) */
  for (GtkWidget *above = gtk_widget_get_prev_sibling (bin); above != NULL; above = gtk_widget_get_prev_sibling (above))
    gtk_widget_set_vexpand (above, FALSE);
  gtk_widget_set_vexpand (bin, TRUE);
  g_signal_connect_object (dialog, "realize", G_CALLBACK (fit_realize_cb), bin, 0);
  /* a new body (a form's refusal) moves the bin without a new size: laid out again all the
   * same, so that the rest is measured again and the scroller gives up its lines */
  g_signal_connect_object (dialog, "notify::body", G_CALLBACK (gtk_widget_queue_allocate), bin, G_CONNECT_SWAPPED);
  /* as tall as it asks, again when that changes: resizable, the dialog kept the height of its
   * first layout */
  gtk_window_set_resizable (GTK_WINDOW (dialog), FALSE);

  return scroller;
}
