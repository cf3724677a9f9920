/* herald-tooltip.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Tooltips as wide as their window at most. GTK 4.8 wraps a tooltip's text at 50 characters
 * however narrow the window: at text scale 1.5 on a phone (360 px) the Roll button's tooltip
 * after the attack, "Cannot roll: Anna has already rolled this turn", ran past the right edge
 * of the screen, cut at "rolle" (newcomer report 18, N18-8). A tooltip here is a label of
 * Herald's (gtk_tooltip_set_custom ()) that wraps at as many characters as fit. */

#include "config.h"

#include "herald-data.h"
#include "herald-tooltip.h"
#include "herald-words-on-read.h"

/* The tooltip's padding and margins (libadwaita's style), both sides */
#define TOOLTIP_FRAME 40
/* GTK's own longest line of a tooltip, in characters */
#define TOOLTIP_CHARS 50

/* @label's natural width with at most @chars characters a line */
static int
width_at (GtkLabel *label,
          int       chars)
{
  int natural = 0;

  gtk_label_set_max_width_chars (label, chars);
  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* How @label breaks its lines within @room px (0 or less: no limit): between words, or
 * inside a word too where one alone is wider than the room. Broken inside words always, a
 * tooltip fitted to the average width of its few characters read "Ab-/bey" (newcomer
 * report 20, N20-12); between words, a label asks for its widest word's width. */
static PangoWrapMode
wrap_mode_for (GtkLabel *label,
               int       room)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), gtk_label_get_text (label));
  int widest = 0;

  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_width (layout, 0);
  pango_layout_get_pixel_size (layout, &widest, NULL);
  return room <= 0 || widest <= room ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR;
}

/* The tooltip's content: @label, fitted to the room as the tooltip is measured to be shown,
 * not as it is asked for. GTK asks a widget for its tooltip at every motion of the pointer
 * over it, and whenever any widget's tooltip changes it asks the widget under the pointer
 * again; fitting there measured the label up to 7 times (8 M instructions each in GTK 4.8,
 * Pango shaping the whole text), at every step whose change of turn changed the tooltip of a
 * knight under the pointer: 3,200 M instructions for 50 steps of a 1,000-action game in the
 * window (docs/performance.md, eleventh round). */
#define HERALD_TYPE_TOOLTIP_BOX (herald_tooltip_box_get_type ())
G_DECLARE_FINAL_TYPE (HeraldTooltipBox, herald_tooltip_box, HERALD, TOOLTIP_BOX, GtkWidget)

struct _HeraldTooltipBox
{
  GtkWidget  parent_instance;

  GtkLabel  *label;  /* the child */
  int        room;   /* the most pixels the label may take, 0 or less for no limit */
  gboolean   fitted; /* the label's characters a line chosen for its text and the room */
};

G_DEFINE_FINAL_TYPE (HeraldTooltipBox, herald_tooltip_box, GTK_TYPE_WIDGET)

/* the most characters a line (up to GTK's 50, at least 4: a word breaks rather than a
 * tooltip growing) for which the label is no wider than the room */
static void
tooltip_box_fit (HeraldTooltipBox *self)
{
  /* measured apart, outside the layout the box is in (a widget measured again within one
   * layout pass may answer from its cache) */
  g_autoptr(GtkLabel) probe = GTK_LABEL (g_object_ref_sink (gtk_label_new (gtk_label_get_text (self->label))));
  const char *text = gtk_label_get_text (self->label);
  int length = MAX ((int) g_utf8_strlen (text, -1), 1);
  int lo = 4, hi = MIN (length, TOOLTIP_CHARS);

  PangoWrapMode mode = wrap_mode_for (self->label, self->room);

  gtk_label_set_wrap (probe, TRUE);
  gtk_label_set_wrap_mode (probe, mode);
  gtk_label_set_wrap_mode (self->label, mode);
  self->fitted = TRUE;
  if (self->room <= 0 || width_at (probe, hi) <= self->room)
    lo = MAX (hi, lo);
  while (lo < hi)
    {
      int mid = (lo + hi + 1) / 2;

      if (width_at (probe, mid) <= self->room)
        lo = mid;
      else
        hi = mid - 1;
    }
  gtk_label_set_max_width_chars (self->label, lo);
}

static void
herald_tooltip_box_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  HeraldTooltipBox *self = HERALD_TOOLTIP_BOX (widget);

  if (!self->fitted)
    tooltip_box_fit (self);
  gtk_widget_measure (GTK_WIDGET (self->label), orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
herald_tooltip_box_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  HeraldTooltipBox *self = HERALD_TOOLTIP_BOX (widget);

  gtk_widget_allocate (GTK_WIDGET (self->label), width, height, baseline, NULL);
}

static GtkSizeRequestMode
herald_tooltip_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_tooltip_box_dispose (GObject *object)
{
  HeraldTooltipBox *self = HERALD_TOOLTIP_BOX (object);

  g_clear_pointer ((GtkWidget **) &self->label, gtk_widget_unparent);
  G_OBJECT_CLASS (herald_tooltip_box_parent_class)->dispose (object);
}

static void
herald_tooltip_box_class_init (HeraldTooltipBoxClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = herald_tooltip_box_dispose;
  widget_class->measure = herald_tooltip_box_measure;
  widget_class->size_allocate = herald_tooltip_box_size_allocate;
  widget_class->get_request_mode = herald_tooltip_box_get_request_mode;
}

static void
herald_tooltip_box_init (HeraldTooltipBox *self)
{
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_wrap_mode (self->label, PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
  /* its label is read; itself nameless, not named by its class ("filler HeraldTooltipBox" in
   * the tooltip's window, ui-a11y) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
}

/**
 * herald_tooltip_fit:
 * @tooltip: the tooltip being shown (#GtkWidget::query-tooltip)
 * @widget: the widget it is the tooltip of
 * @text: what it says (plain text)
 *
 * Shows @text in @tooltip as a label that wraps at the most characters a line (up to 50, as
 * GTK's tooltips) for which it is no wider than @widget's window, less the tooltip's frame.
 * The label is @widget's own (HERALD_TOOLTIP_LABEL_KEY), and fitted again only when the text
 * or the window's width changed, as the tooltip is measured to be shown: GTK asks again at
 * every motion of the pointer and whenever another widget's tooltip changes.
 *
 * Returns: %TRUE (the tooltip shows), for a #GtkWidget::query-tooltip handler to return
 */
gboolean
herald_tooltip_fit (GtkTooltip *tooltip,
                    GtkWidget  *widget,
                    const char *text)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  HeraldTooltipBox *box = herald_get_data (widget, "herald-tooltip-box");
  int room = root != NULL ? gtk_widget_get_width (root) - TOOLTIP_FRAME : 0;

  if (box == NULL)
    {
      box = g_object_ref_sink (g_object_new (HERALD_TYPE_TOOLTIP_BOX, NULL));
      g_object_set_data_full (G_OBJECT (widget), "herald-tooltip-box", box, g_object_unref);
      g_object_set_data (G_OBJECT (widget), HERALD_TOOLTIP_LABEL_KEY, box->label);
    }
  if (g_strcmp0 (gtk_label_get_text (box->label), text) != 0 || box->room != room)
    {
      gtk_label_set_text (box->label, text);
      box->room = room;
      box->fitted = FALSE;
      gtk_widget_queue_resize (GTK_WIDGET (box));
    }
  gtk_tooltip_set_custom (tooltip, GTK_WIDGET (box));
  return TRUE;
}

/* The pointer's place in its window when a step was made there (herald_tooltip_hold ()) */
typedef struct
{
  gboolean placed;  /* the first tooltip asked for since the step gave it */
  double   x, y;    /* in the window's coordinates */
} TooltipHold;

#define HOLD_KEY "herald-tooltip-hold"

/* The last press of a pointer or a touch in a window (herald_tooltip_note_press ()) */
typedef struct
{
  double x, y;  /* in the window's coordinates */
  gint64 time;  /* g_get_monotonic_time () */
} TooltipPress;

#define PRESS_KEY "herald-tooltip-press"
/* a step or an answer this soon after a press was the press's (µs) */
#define PRESS_STEP_TIME (2 * G_USEC_PER_SEC)

/**
 * herald_tooltip_note_press:
 * @window: a window
 * @x: where a pointer or a touch pressed in it (px, its coordinates)
 * @y: the same, down
 *
 * A press in @window (its capture phase's click gesture): a step it makes holds the tooltips
 * from there (herald_tooltip_hold ()), so that the pointer's first move after it shows them.
 * Held from the first tooltip GTK asked for after the step, a move of one pixel was taken as
 * the still pointer's place, and only a second move brought the tooltip (smoke60-2).
 */
void
herald_tooltip_note_press (GtkWidget *window,
                           double     x,
                           double     y)
{
  TooltipPress *press = g_object_get_data (G_OBJECT (window), PRESS_KEY);

  if (press == NULL)
    {
      press = g_new0 (TooltipPress, 1);
      g_object_set_data_full (G_OBJECT (window), PRESS_KEY, press, g_free);
    }
  press->x = x;
  press->y = y;
  press->time = g_get_monotonic_time ();
}

/* Where the pointer is in @root (its coordinates), asked of the window system just after a
 * step made without a press (a key, a dialog answered): %TRUE with its place; over none of
 * Herald's windows, %TRUE with a place no tooltip is asked at, so that the first one asked
 * shows. Placed by the first tooltip asked for instead, a pointer that came to a control after
 * a key's step (Space rolled, the pointer then on Roll) was taken as still there, and its
 * tooltip waited for a second move (break60-1). %FALSE where it cannot be told (not realized,
 * no pointer, or the pointer over another of Herald's surfaces: a dialog, a menu, whose going
 * leaves it over the window where a window system that tells only the surface under the
 * pointer, as Wayland's, cannot say): the first tooltip asked for places it. */
static gboolean
pointer_place (GtkRoot *root,
               double  *x,
               double  *y)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (root));
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (GTK_WIDGET (root)));
  GdkDevice *pointer = seat != NULL ? gdk_seat_get_pointer (seat) : NULL;
  GdkSurface *under;
  double surface_x = 0, surface_y = 0, at_x = 0, at_y = 0;

  if (surface == NULL || pointer == NULL || !gtk_widget_get_mapped (GTK_WIDGET (root)))
    return FALSE;
  under = gdk_device_get_surface_at_position (pointer, &at_x, &at_y);
  if (under == NULL)
    {
      /* out of Herald's windows: nothing lies under it */
      *x = *y = -G_MAXDOUBLE;
      return TRUE;
    }
  if (under != surface)
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (root), &surface_x, &surface_y);
  *x = at_x - surface_x;
  *y = at_y - surface_y;
  return TRUE;
}

#define PLACE_IDLE_KEY "herald-tooltip-place-idle"

/* The hold of @data's window not placed yet (no press made the step, no tooltip asked since):
 * where the window system has the pointer now, just after the step */
static gboolean
place_idle_cb (gpointer data)
{
  GtkRoot *root = data;
  TooltipHold *hold = g_object_get_data (G_OBJECT (root), HOLD_KEY);

  g_object_set_data (G_OBJECT (root), PLACE_IDLE_KEY, NULL);
  if (hold != NULL && !hold->placed)
    hold->placed = pointer_place (root, &hold->x, &hold->y);
  return G_SOURCE_REMOVE;
}

/**
 * herald_tooltip_hold:
 * @widget: a window (or any widget in it)
 *
 * A step was made in @widget's window: the tooltips it tracks (herald_tooltip_track ()) are
 * not shown for a pointer that has not moved since, until it does. GTK 4.8 asks the widget
 * under a still pointer for its tooltip whenever any tooltip changes, as if the pointer had
 * moved; after a step what lies under it is often another control, and its tooltip opened
 * over the next step's button with nobody pointing at it: a phone's tap on the Alchemist's
 * Roll left the pointer on the Alchemist's card, whose reason ("…has already rolled this
 * turn") covered End Turn (newcomer report 53, newcomer53-5). Likewise as a dialog closes
 * without a step (Later), over whatever lies under the pointer. The pointer's place is that of
 * the press that made the step (herald_tooltip_note_press ()), else that of the first tooltip
 * asked for after it, else where the window system says the pointer is just after the step
 * (nowhere when it is over none of Herald's windows; an idle of low priority, after the
 * step's frame); one asked for elsewhere lifts the hold. A tooltip
 * asked for by the keyboard is shown as before. Handlers ask herald_tooltip_held ().
 */
void
herald_tooltip_hold (GtkWidget *widget)
{
  GtkRoot *root;
  TooltipHold *hold;
  TooltipPress *press;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  root = gtk_widget_get_root (widget);
  if (root == NULL)
    return;
  hold = g_object_get_data (G_OBJECT (root), HOLD_KEY);
  press = g_object_get_data (G_OBJECT (root), PRESS_KEY);
  if (hold == NULL)
    {
      hold = g_new0 (TooltipHold, 1);
      g_object_set_data_full (G_OBJECT (root), HOLD_KEY, hold, g_free);
    }
  /* the press that made the step, where the pointer is (a click, a tap) */
  hold->placed = press != NULL && g_get_monotonic_time () - press->time < PRESS_STEP_TIME;
  if (hold->placed)
    {
      hold->x = press->x;
      hold->y = press->y;
    }
  else if (g_object_get_data (G_OBJECT (root), PLACE_IDLE_KEY) == NULL)
    {
      /* asked after the step's frame: a round trip to the window system (0.15–0.5 ms on X11
       * at load 7), not on the step's way to the screen */
      guint idle = g_idle_add_full (G_PRIORITY_LOW, place_idle_cb, g_object_ref (root), g_object_unref);

      g_object_set_data (G_OBJECT (root), PLACE_IDLE_KEY, GUINT_TO_POINTER (idle));
    }
}

/**
 * herald_tooltip_hold_after_dialog:
 * @widget: a window (or any widget in it)
 *
 * herald_tooltip_hold () as a dialog of @widget's window closes: the pointer answered it in
 * the dialog, not where it last pressed in the window, so that press does not place the hold
 * (Roll clicked, then Later within 2 s: the first tooltip asked for, else the pointer's place
 * just after, gives it).
 */
void
herald_tooltip_hold_after_dialog (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  root = gtk_widget_get_root (widget);
  if (root == NULL)
    return;
  g_object_set_data (G_OBJECT (root), PRESS_KEY, NULL);
  herald_tooltip_hold (widget);
}

/**
 * herald_tooltip_get_holding:
 * @widget: a window (or any widget in it)
 *
 * Returns: whether @widget's window holds its tooltips until the pointer moves
 *   (herald_tooltip_hold ()), for the tests
 */
gboolean
herald_tooltip_get_holding (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root != NULL && g_object_get_data (G_OBJECT (root), HOLD_KEY) != NULL;
}

/**
 * herald_tooltip_held:
 * @widget: a widget asked for its tooltip (#GtkWidget::query-tooltip)
 * @x: the pointer's place, in @widget's coordinates (px)
 * @y: the same, down
 * @keyboard: whether the keyboard asked
 *
 * For a #GtkWidget::query-tooltip handler (herald_tooltip_track ()'s, and those of
 * herald_update_described ()).
 *
 * Returns: whether the tooltip waits for the pointer to move since the last step
 *   (herald_tooltip_hold ()): the handler shows none
 */
gboolean
herald_tooltip_held (GtkWidget *widget,
                     int        x,
                     int        y,
                     gboolean   keyboard)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  TooltipHold *hold = root != NULL ? g_object_get_data (G_OBJECT (root), HOLD_KEY) : NULL;
  double at_x, at_y;

  if (keyboard || hold == NULL ||
      !gtk_widget_translate_coordinates (widget, GTK_WIDGET (root), x, y, &at_x, &at_y))
    return FALSE;
  if (!hold->placed)
    {
      hold->placed = TRUE;
      hold->x = at_x;
      hold->y = at_y;
      return TRUE;
    }
  if (G_APPROX_VALUE (hold->x, at_x, 0.5) && G_APPROX_VALUE (hold->y, at_y, 0.5))
    return TRUE;
  /* it moved: tooltips as before, until the next step */
  g_object_set_data (G_OBJECT (root), HOLD_KEY, NULL);
  return FALSE;
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = herald_tooltip_get_text (widget);

  /* none: another handler's, or GTK's (no tooltip) */
  if (text == NULL || *text == '\0')
    return FALSE;
  /* not GTK's own tooltip text either (the signal's class handler shows it) */
  if (herald_tooltip_held (widget, x, y, keyboard))
    {
      g_signal_stop_emission_by_name (widget, "query-tooltip");
      return FALSE;
    }
  return herald_tooltip_fit (tooltip, widget, text);
}

/**
 * herald_tooltip_track:
 * @widget: a widget that has or may get a tooltip (gtk_widget_set_tooltip_text (),
 *   herald_tooltip_set_on_demand ())
 *
 * Its tooltip is shown no wider than its window (herald_tooltip_fit ()). Calling it again
 * does nothing more.
 */
void
herald_tooltip_track (GtkWidget *widget)
{
  if (herald_get_data (widget, "herald-tooltip-tracked") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "herald-tooltip-tracked", GINT_TO_POINTER (TRUE));
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
}

/* the text herald_tooltip_set_on_demand () gave a widget */
#define ON_DEMAND_KEY "herald-tooltip-on-demand"

/**
 * herald_tooltip_get_text:
 * @widget: a widget
 *
 * Returns: (nullable): @widget's tooltip: gtk_widget_get_tooltip_text (), else the text
 *   herald_tooltip_set_on_demand () gave it, made first if it was left to be made as it is
 *   read (herald_words_on_read ())
 */
const char *
herald_tooltip_get_text (GtkWidget *widget)
{
  const char *text;

  /* made as they are read (herald_words_on_read ()) */
  herald_words_make (widget);
  text = gtk_widget_get_tooltip_text (widget);

  return text != NULL ? text : herald_get_data (widget, ON_DEMAND_KEY);
}

/**
 * herald_tooltip_set_on_demand:
 * @widget: a widget without a tooltip of GTK's (gtk_widget_set_tooltip_text ())
 * @text: (nullable): its tooltip, %NULL or "" for none
 *
 * What gtk_widget_set_tooltip_text () does in GTK 4.8, the tooltip made only as it is shown:
 * @widget has a tooltip while there is a text (#GtkWidget:has-tooltip), shown no wider than
 * its window (herald_tooltip_track ()). Its accessible description is left to the caller,
 * which gives it once (herald_update_tooltip_on_demand (), herald_a11y_tooltip_changed ()):
 * given here as the raw text and then again on one line by the accessibility's check, a
 * knight's reasons were two events to a screen reader at every change. GTK 4.8 asks the
 * widget under the pointer for its tooltip again at every gtk_widget_set_tooltip_text () (a round trip to
 * the X server, and that widget's tooltip laid out again): a knight's reasons change with the
 * turn, and that was a fifth of a step's instructions in the window (docs/performance.md,
 * fourteenth round). Here the tooltip is asked for again only while @widget's own is shown,
 * so that it shows the new text, as it did. Nothing is done when @widget says @text already.
 *
 * Returns: %TRUE when the text changed (the caller gives the description,
 *   herald_a11y_tooltip_changed ())
 */
gboolean
herald_tooltip_set_on_demand (GtkWidget  *widget,
                              const char *text)
{
  HeraldTooltipBox *box;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (herald_get_data (widget, ON_DEMAND_KEY), text) == 0)
    return FALSE;
  g_object_set_data_full (G_OBJECT (widget), ON_DEMAND_KEY, g_strdup (text), g_free);
  herald_tooltip_track (widget);
  gtk_widget_set_has_tooltip (widget, text != NULL);
  /* shown now: it says the new text at once */
  box = herald_get_data (widget, "herald-tooltip-box");
  if (box != NULL && gtk_widget_get_mapped (GTK_WIDGET (box)))
    gtk_widget_trigger_tooltip_query (widget);
  return TRUE;
}
