/* herald-focus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Fewer Tab stops (issue 11: a turn of a 3-player game had 29, Enter Dice up to 16). Two
 * shapes of a group that is one Tab stop:
 *
 * - a group of controls (a player's card): Tab enters it at its first control, the next Tab
 *   leaves it; inside, the arrow keys move as the controls are laid out: Left and Right to
 *   the nearest control in the same row, Up and Down to the nearest row above or below, to
 *   its control nearest across; they stop at the edges;
 * - a radio group (the faces of a die in Enter Dice): only the chosen face (or the first,
 *   while none is chosen) takes the focus with Tab; the arrow keys choose the next or the
 *   previous face and move the focus with the choice, Home and End the first and the last. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "herald-focus.h"

static gboolean
can_take_focus (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget)
         && gtk_widget_get_focusable (widget) && gtk_widget_get_can_focus (widget);
}

/* The controls of @group that can take the focus now, outside popovers, into @controls */
static void
collect_controls (GtkWidget *widget,
                  GPtrArray *controls)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_POPOVER (child) || !gtk_widget_get_mapped (child))
        continue;
      if (can_take_focus (child))
        g_ptr_array_add (controls, child);
      collect_controls (child, controls);
    }
}

static gboolean
same_row (const graphene_rect_t *a,
          const graphene_rect_t *b)
{
  float ca = a->origin.y + a->size.height / 2;
  float cb = b->origin.y + b->size.height / 2;

  return fabsf (ca - cb) < MIN (a->size.height, b->size.height) / 2;
}

/* How far @to is from @from as the eye reads a grid: along the same row first, then the
 * nearest row, then across it */
static float
grid_distance (const graphene_rect_t *from,
               const graphene_rect_t *to)
{
  float dx = fabsf ((from->origin.x + from->size.width / 2) - (to->origin.x + to->size.width / 2));
  float dy = fabsf ((from->origin.y + from->size.height / 2) - (to->origin.y + to->size.height / 2));

  return same_row (from, to) ? dx : 10000.0f + dy * 10.0f + dx;
}

/**
 * herald_focus_group_nearest:
 * @group: a group of controls (herald_focus_group_focus())
 * @from: where a control was, in @group's coordinates
 * @accept: (nullable) (scope call): which controls may be chosen, %NULL for every one
 * @data: for @accept
 *
 * The control of @group that can take the focus now, accepted by @accept, nearest to @from
 * as the eye reads a grid: in the same row first, then the nearest row. For a group that
 * keeps the focus on itself when the control that had it goes away or turns insensitive.
 *
 * Returns: (transfer none) (nullable): the control, %NULL if none is accepted
 */
GtkWidget *
herald_focus_group_nearest (GtkWidget               *group,
                            const graphene_rect_t   *from,
                            HeraldFocusAcceptFunc    accept,
                            gpointer                 data)
{
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  GtkWidget *best = NULL;
  float best_distance = G_MAXFLOAT;

  g_return_val_if_fail (GTK_IS_WIDGET (group), NULL);
  g_return_val_if_fail (from != NULL, NULL);

  collect_controls (group, controls);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *control = controls->pdata[i];
      graphene_rect_t bounds;
      float distance;

      if ((accept != NULL && !accept (control, data))
          || !gtk_widget_compute_bounds (control, group, &bounds))
        continue;
      distance = grid_distance (from, &bounds);
      if (distance < best_distance)
        {
          best = control;
          best_distance = distance;
        }
    }
  return best;
}

/* Whether @there lies from @here in @direction: in the same row for Left and Right, with
 * its middle past @here's edge for Up and Down */
static gboolean
lies_towards (const graphene_rect_t *here,
              const graphene_rect_t *there,
              GtkDirectionType       direction)
{
  float hx = here->origin.x + here->size.width / 2;
  float cx = there->origin.x + there->size.width / 2;
  float cy = there->origin.y + there->size.height / 2;

  switch ((int) direction)
    {
    case GTK_DIR_RIGHT:
      return same_row (here, there) && cx > hx;
    case GTK_DIR_LEFT:
      return same_row (here, there) && cx < hx;
    case GTK_DIR_DOWN:
      return cy > here->origin.y + here->size.height;
    case GTK_DIR_UP:
      return cy < here->origin.y;
    default:
      return FALSE;
    }
}

/* The control an arrow key goes to from @focus, or %NULL at an edge: the nearest row that
 * way (the same row for Left and Right), and in it the control nearest across */
static GtkWidget *
arrow_target (GtkWidget             *group,
              GtkWidget             *focus,
              const graphene_rect_t *from,
              GtkDirectionType       direction)
{
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  g_autoptr(GArray) bounds = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  graphene_rect_t here;
  GtkWidget *best = NULL;
  float nearest_row = G_MAXFLOAT, best_dx = G_MAXFLOAT;
  float hx, hy;

  if (from != NULL)
    here = *from;
  else if (!gtk_widget_compute_bounds (focus, group, &here))
    return NULL;
  hx = here.origin.x + here.size.width / 2;
  hy = here.origin.y + here.size.height / 2;
  collect_controls (group, controls);
  g_array_set_size (bounds, controls->len);

  for (guint i = 0; i < controls->len; i++)
    {
      graphene_rect_t *there = &g_array_index (bounds, graphene_rect_t, i);

      if ((focus != NULL && (controls->pdata[i] == focus || gtk_widget_is_ancestor (focus, controls->pdata[i])))
          || !gtk_widget_compute_bounds (controls->pdata[i], group, there)
          || !lies_towards (&here, there, direction))
        {
          controls->pdata[i] = NULL;
          continue;
        }
      nearest_row = MIN (nearest_row, fabsf (there->origin.y + there->size.height / 2 - hy));
    }

  for (guint i = 0; i < controls->len; i++)
    {
      graphene_rect_t *there = &g_array_index (bounds, graphene_rect_t, i);
      float row, dx;

      if (controls->pdata[i] == NULL)
        continue;
      row = fabsf (there->origin.y + there->size.height / 2 - hy);
      dx = fabsf (there->origin.x + there->size.width / 2 - hx);
      /* rows less than half a control apart are one row */
      if (row <= nearest_row + here.size.height / 2 && dx < best_dx)
        {
          best = controls->pdata[i];
          best_dx = dx;
        }
    }
  return best;
}

#define ORIGIN_KEY "herald-focus-origin"

/**
 * herald_focus_group_set_origin:
 * @group: a group of controls (herald_focus_group_focus())
 * @from: (nullable): where the control was, in @group's coordinates, %NULL for nowhere
 *
 * For a group that takes the focus itself in place of one of its controls that turned
 * insensitive or went away (a player's card after its "+ city" turned off): the arrow keys
 * then go on from @from, to the nearest control that way (the nearest at all at an edge),
 * and never out of the group; with no @from, to the group's first control. Newcomer report
 * 17, N17-17: Left from the card went to End Turn, and Return ended the turn.
 */
void
herald_focus_group_set_origin (GtkWidget             *group,
                               const graphene_rect_t *from)
{
  g_return_if_fail (GTK_IS_WIDGET (group));

  g_object_set_data_full (G_OBJECT (group), ORIGIN_KEY,
                          from != NULL ? g_memdup2 (from, sizeof *from) : NULL, g_free);
}

/* An arrow key with the focus on @group itself: from its origin, else to its first control */
static gboolean
arrow_from_group (GtkWidget        *group,
                  GtkDirectionType  direction,
                  HeraldFocusFunc   chain)
{
  const graphene_rect_t *from = g_object_get_data (G_OBJECT (group), ORIGIN_KEY);
  GtkWidget *target = NULL;

  if (from != NULL)
    {
      target = arrow_target (group, NULL, from, direction);
      if (target == NULL)
        target = herald_focus_group_nearest (group, from, NULL, NULL);
    }
  if (target != NULL)
    gtk_widget_grab_focus (target);
  else
    chain (group, GTK_DIR_TAB_FORWARD);
  /* nothing to go to: the focus stays on the group */
  return TRUE;
}

/**
 * herald_focus_group_focus:
 * @group: a widget holding several controls, e.g. a player's card
 * @direction: the direction of the #GtkWidgetClass.focus() call
 * @chain: the parent class's focus() (GTK's own move between the children)
 *
 * The focus() of a group that is one Tab stop: call it from the group's own focus() vfunc.
 * Tab (forward or backward) into the group focuses its first control (in Tab's order);
 * Tab from inside leaves the group. The arrow keys move inside the group as its controls are
 * laid out (herald_focus_group_nearest()'s grid): Left and Right to the nearest control of
 * the same row in that direction, Up and Down to the nearest row above or below and its
 * control nearest across; at an edge the focus stays.
 *
 * Returns: whether the focus was moved (or kept) inside @group
 */
gboolean
herald_focus_group_focus (GtkWidget        *group,
                          GtkDirectionType  direction,
                          HeraldFocusFunc   chain)
{
  GtkRoot *root = gtk_widget_get_root (group);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* GTK keeps a focus child on the widgets above one that went away: where the focus is
   * tells whether it is inside */
  gboolean inside = focus != NULL && gtk_widget_is_ancestor (focus, group)
                    && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) == NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (group), FALSE);
  g_return_val_if_fail (chain != NULL, FALSE);

  if (!inside)
    {
      /* a focus child left over would make GTK start from it, past the group's first: Tab
       * into a card landed on the build button used last there (issue 11) */
      GtkWidget *next;

      for (GtkWidget *w = group; w != NULL; w = next)
        {
          next = gtk_widget_get_focus_child (w);
          gtk_widget_set_focus_child (w, NULL);
        }
    }

  switch ((int) direction)
    {
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
      if (inside)
        return FALSE;
      return chain (group, GTK_DIR_TAB_FORWARD);

    case GTK_DIR_RIGHT:
    case GTK_DIR_LEFT:
    case GTK_DIR_DOWN:
    case GTK_DIR_UP:
      if (focus == group)
        return arrow_from_group (group, direction, chain);
      if (!inside)
        return chain (group, direction);
      else
        {
          /* on screen, whatever the text direction: the layout is mirrored already */
          GtkWidget *target = arrow_target (group, focus, NULL, direction);

          if (target != NULL)
            gtk_widget_grab_focus (target);
          /* at an edge the focus stays where it is: it does not leave the group */
          return TRUE;
        }

    default:
      return chain (group, direction);
    }
}

/* Radio groups */

typedef struct
{
  guint            n;
  GtkToggleButton *buttons[];
} RadioGroup;

static void
update_stops (RadioGroup *group)
{
  gint chosen = -1;

  for (guint i = 0; i < group->n; i++)
    if (gtk_toggle_button_get_active (group->buttons[i]))
      chosen = i;

  /* can-focus, not focusable: GTK 4.8 tells screen readers of every change of focusable,
   * with the button's checked state, name and description sent again, some fifteen events
   * per face chosen; Orca 43 drops what waits beyond 50 (issue 11). can-focus takes a face
   * out of the Tab chain as well and is not told; every face stays focusable for screen
   * readers, as the faces of a radio group reached with the arrow keys are. */
  for (guint i = 0; i < group->n; i++)
    {
      gboolean stop = chosen >= 0 ? (gint) i == chosen : i == 0;

      if (gtk_widget_get_can_focus (GTK_WIDGET (group->buttons[i])) != stop)
        gtk_widget_set_can_focus (GTK_WIDGET (group->buttons[i]), stop);
    }
}

static void
release_group (gpointer  data,
               GClosure *closure)
{
  g_rc_box_release (data);
}

/* GTK 4.8 sends a button's states to the screen reader the first time it is focused or its
 * focusable changes, all it was given since it was made at once: for a face the focus had
 * never been on they came after the focus, and Orca said its state a second time ("Red 1. not
 * selected radio button" then "not selected"; "selected" again after an arrow, issue 11).
 * They are sent before the focus comes, once per button (a few events, not each time). */
static void
tell_states (GtkWidget *button)
{
  if (g_object_get_data (G_OBJECT (button), "herald-focus-told") != NULL)
    return;
  g_object_set_data (G_OBJECT (button), "herald-focus-told", GINT_TO_POINTER (TRUE));
  gtk_widget_set_focusable (button, FALSE);
  gtk_widget_set_focusable (button, TRUE);
}

/**
 * herald_focus_tell_states:
 * @button: a button of a radio group (herald_focus_radio_group ()) in a mapped window, that
 *   the focus is about to come to (a dialog's first focus)
 *
 * Sends @button's states to screen readers now, once, for the focus to come to a button that
 * has had them sent: GTK 4.8 sends them with the first change after the first focus, and
 * Orca said the state again ("Ship. not selected radio button" then "not selected", issue
 * 11). Only once @button's window is mapped: a button told before (as its window maps) kept
 * the window from ever reaching AT-SPI. Does nothing when @button has the focus.
 */
void
herald_focus_tell_states (GtkWidget *button)
{
  GtkRoot *root = gtk_widget_get_root (button);

  g_return_if_fail (GTK_IS_WIDGET (button));

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (root)) || gtk_root_get_focus (root) == button)
    return;
  tell_states (button);
}

/* Once the group has shown: its Tab stop's states are told before Tab brings the focus there
 * (the button with the focus already has had them sent) */
typedef struct
{
  GWeakRef    first;  /* the group's first button: the group is gone with it */
  RadioGroup *group;
} GroupShown;

static void
group_shown_cb (gpointer data)
{
  GroupShown *shown = data;
  g_autoptr(GtkWidget) first = g_weak_ref_get (&shown->first);
  GtkRoot *root = first != NULL ? gtk_widget_get_root (first) : NULL;
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  for (guint i = 0; root != NULL && i < shown->group->n; i++)
    if (gtk_widget_get_mapped (GTK_WIDGET (shown->group->buttons[i]))
        && gtk_widget_get_can_focus (GTK_WIDGET (shown->group->buttons[i]))
        && GTK_WIDGET (shown->group->buttons[i]) != focus)
      tell_states (GTK_WIDGET (shown->group->buttons[i]));
  g_weak_ref_clear (&shown->first);
  g_rc_box_release (shown->group);
  g_free (shown);
}

static void
group_mapped_cb (GtkWidget  *button,
                 RadioGroup *group)
{
  GroupShown *shown = g_new0 (GroupShown, 1);

  g_weak_ref_init (&shown->first, button);
  shown->group = g_rc_box_acquire (group);
  g_idle_add_once (group_shown_cb, shown);
}

static gboolean
radio_key_cb (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              RadioGroup            *group)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  gboolean rtl = gtk_widget_get_direction (button) == GTK_TEXT_DIR_RTL;
  guint here = 0;
  guint next;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;

  for (guint i = 0; i < group->n; i++)
    if (GTK_WIDGET (group->buttons[i]) == button)
      here = i;

  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      next = rtl ? (here + group->n - 1) % group->n : (here + 1) % group->n;
      break;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      next = rtl ? (here + 1) % group->n : (here + group->n - 1) % group->n;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      next = (here + 1) % group->n;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      next = (here + group->n - 1) % group->n;
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      next = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      next = group->n - 1;
      break;
    default:
      return FALSE;
    }

  /* A radio button is checked before the focus comes to it, and the one left is unchecked
   * once the focus has left it: a screen reader says the face chosen with its state once,
   * and nothing of the face left ("not selected", issue 11) */
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (group->buttons[next])) == GTK_ACCESSIBLE_ROLE_RADIO)
    gtk_accessible_update_state (GTK_ACCESSIBLE (group->buttons[next]),
                                 GTK_ACCESSIBLE_STATE_CHECKED, GTK_ACCESSIBLE_TRISTATE_TRUE, -1);
  tell_states (GTK_WIDGET (group->buttons[next]));
  gtk_widget_set_can_focus (GTK_WIDGET (group->buttons[next]), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (group->buttons[next]));
  gtk_toggle_button_set_active (group->buttons[next], TRUE);

  return TRUE;
}

/**
 * herald_focus_radio_group:
 * @buttons: (array length=n): toggle buttons of one group (gtk_toggle_button_set_group()),
 *   in reading order, with the same parent
 * @n: how many, at least 1
 *
 * Makes @buttons one Tab stop that behaves as a radio group: Tab reaches the chosen button
 * (the first while none is chosen), the arrow keys choose the next or the one before (and
 * wrap around), Home and End the first and the last; the focus follows the choice.
 */
void
herald_focus_radio_group (GtkToggleButton **buttons,
                          guint             n)
{
  RadioGroup *group;

  g_return_if_fail (buttons != NULL && n > 0);

  /* each handler holds the group: it goes with the last button */
  group = g_rc_box_alloc0 (sizeof (RadioGroup) + n * sizeof (GtkToggleButton *));
  group->n = n;
  memcpy (group->buttons, buttons, n * sizeof (GtkToggleButton *));

  for (guint i = 0; i < n; i++)
    {
      GtkEventController *keys = gtk_event_controller_key_new ();

      g_signal_connect_data (keys, "key-pressed", G_CALLBACK (radio_key_cb),
                             g_rc_box_acquire (group), release_group, 0);
      gtk_widget_add_controller (GTK_WIDGET (buttons[i]), keys);
      g_signal_connect_data (buttons[i], "toggled", G_CALLBACK (update_stops),
                             g_rc_box_acquire (group), release_group,
                             G_CONNECT_SWAPPED);
    }
  g_signal_connect_data (buttons[0], "map", G_CALLBACK (group_mapped_cb),
                         g_rc_box_acquire (group), release_group, 0);
  update_stops (group);
  g_rc_box_release (group);
}

/* Whether @widget looks for a Tab stop among its children as GTK 4.8 does by default
 * (gtk_widget_focus_move (): the children mapped and on, in the order of their bounds):
 * GtkWidget's own #GtkWidgetClass.focus, and GtkBox's (GtkGrid's and others' too) */
static gboolean
default_order (GtkWidget *widget)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (widget);
  GtkWidgetClass *plain = g_type_class_peek (GTK_TYPE_WIDGET);
  GtkWidgetClass *box = g_type_class_peek (GTK_TYPE_BOX);

  return (plain != NULL && klass->focus == plain->focus) || (box != NULL && klass->focus == box->focus);
}

/* Whether gtk_widget_child_focus () could give the focus to @widget or a widget inside it: a
 * focusable widget shown, on and letting the focus in, under widgets that are too; @leaving
 * (nullable) counts as off. More than GTK finds (a widget inside a container of an order of
 * its own counts whether mapped or not), never less. */
static gboolean
may_take_focus (GtkWidget *widget,
                GtkWidget *leaving)
{
  gboolean plain;

  if (widget == leaving || !gtk_widget_get_visible (widget) || !gtk_widget_get_sensitive (widget)
      || !gtk_widget_get_can_focus (widget))
    return FALSE;
  if (gtk_widget_get_focusable (widget))
    return TRUE;
  plain = default_order (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if ((!plain || gtk_widget_get_mapped (child)) && may_take_focus (child, leaving))
      return TRUE;
  return FALSE;
}

/* Whether GTK's search would start inside @widget from a focus child left there: one on the
 * way to @leaving (nullable) does not count, as GTK takes those away with the focus of the
 * control turned off */
static gboolean
keeps_focus_child (GtkWidget *widget,
                   GtkWidget *leaving)
{
  GtkWidget *child = gtk_widget_get_focus_child (widget);

  return child != NULL && (leaving == NULL || (child != leaving && !gtk_widget_is_ancestor (leaving, child)));
}

/* How far apart the middles of two widgets' content must be for the middles of their border
 * boxes, which GTK compares, to come in the same order: a widget's two middles lie apart by
 * half the difference between its border and padding below and above it (scaled with it),
 * which Herald's widgets and Adwaita's make alike (the guard, /herald/step-focus/first-stop,
 * finds every pair in order with no slack at all) */
#define CONTENT_ORDER_SLACK 64.0f

/* The middle of @widget's content in @parent's coordinates, from its allocation alone: the
 * middle of its box's bounds wherever its transform takes it (a table turned or scaled) */
static gboolean
content_middle (GtkWidget *widget,
                GtkWidget *parent,
                float     *y)
{
  graphene_point_t middle;

  if (!gtk_widget_compute_point (widget, parent,
                                 &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0f,
                                                       gtk_widget_get_height (widget) / 2.0f),
                                 &middle))
    return FALSE;
  *y = middle.y;
  return TRUE;
}

/**
 * herald_focus_content_order:
 * @parent: a container
 * @a: a child of @parent
 * @b: another child of @parent
 *
 * GTK 4.8's order of @a and @b among @parent's Tab stops (the middles of their bounds, top to
 * bottom), told without their style where their content lies rows apart: from their
 * allocations (gtk_widget_compute_point ()), where gtk_widget_compute_bounds () asks their CSS
 * boxes, which computes the style of a widget whose state changed. After a roll that was
 * End Turn's, just turned on, computed again a moment later for the focus it takes (1.3 M
 * instructions of 50 steps; docs/performance.md, twenty-seventh round).
 *
 * Returns: -1 when @a comes first, 1 when @b does, 0 when they may be in one row
 */
int
herald_focus_content_order (GtkWidget *parent,
                            GtkWidget *a,
                            GtkWidget *b)
{
  float ya, yb;

  if (!content_middle (a, parent, &ya) || !content_middle (b, parent, &yb) || fabsf (ya - yb) <= CONTENT_ORDER_SLACK)
    return 0;
  return ya < yb ? -1 : 1;
}

/* GTK 4.8's order of Tab stops in a container (gtkwidgetfocus.c, focus_sort_tab ()): by the
 * middle of each child, top to bottom, then in reading order; 0 when it cannot tell. Rows
 * apart, told without the style (herald_focus_content_order ()). */
static int
tab_order (GtkWidget *parent,
           GtkWidget *a,
           GtkWidget *b)
{
  graphene_rect_t ra, rb;
  float ya, yb, xa, xb;
  int order = herald_focus_content_order (parent, a, b);

  if (order != 0)
    return order;
  if (!gtk_widget_compute_bounds (a, parent, &ra) || !gtk_widget_compute_bounds (b, parent, &rb))
    return 0;
  ya = ra.origin.y + ra.size.height / 2;
  yb = rb.origin.y + rb.size.height / 2;
  if (ya != yb)
    /* a difference too small to be sure how GTK compares it (exactly or nearly) */
    return fabsf (ya - yb) < 0.01f ? 0 : ya < yb ? -1 : 1;
  xa = ra.origin.x + ra.size.width / 2;
  xb = rb.origin.x + rb.size.width / 2;
  if (xa == xb)
    return 0;
  if (gtk_widget_get_direction (parent) == GTK_TEXT_DIR_RTL)
    return xa < xb ? 1 : -1;
  return xa < xb ? -1 : 1;
}

/**
 * herald_focus_lands_first:
 * @container: a widget without the focus inside it, or with it on @leaving
 * @target: a plain #GtkButton inside @container
 * @leaving: (nullable): the control with the focus, about to be turned off: the answer is
 *   for the search once it is off and GTK has dropped its focus
 *
 * Whether `gtk_widget_child_focus (@container, GTK_DIR_TAB_FORWARD)` would give the focus to
 * @target, found without that search: GTK 4.8 sorts the children of every container on its
 * way down by their bounds, which computes the style of each (about 0.9 M instructions for a
 * table after a step; docs/performance.md, twenty-first round). Here only the containers
 * from @target up to @container are looked at: at each, every other child that could take
 * the focus (may_take_focus ()) must come after the way to @target in GTK's order, the bounds
 * asked only of those. A container whose order is not GTK's default (its own
 * #GtkWidgetClass.focus) must have no other child that could take the focus; a scrolled
 * window tries its child only. When unsure the answer is %FALSE: ask GTK.
 *
 * Returns: %TRUE when the search would land on @target
 */
gboolean
herald_focus_lands_first (GtkWidget *container,
                          GtkWidget *target,
                          GtkWidget *leaving)
{
  GtkWidgetClass *button = g_type_class_peek (GTK_TYPE_BUTTON);

  g_return_val_if_fail (GTK_IS_WIDGET (container), FALSE);
  g_return_val_if_fail (GTK_IS_WIDGET (target), FALSE);

  if (G_OBJECT_TYPE (target) != GTK_TYPE_BUTTON || button == NULL
      || GTK_WIDGET_GET_CLASS (target)->focus != button->focus
      || !gtk_widget_get_mapped (target) || !gtk_widget_is_sensitive (target)
      || !gtk_widget_get_focusable (target) || !gtk_widget_get_can_focus (target)
      || target == leaving || gtk_widget_has_focus (target) || !gtk_widget_is_ancestor (target, container))
    return FALSE;

  for (GtkWidget *child = target, *parent; child != container; child = parent)
    {
      gboolean plain;

      parent = gtk_widget_get_parent (child);
      /* the way down: each shown, on, letting the focus in, no focus left inside */
      if (!gtk_widget_get_visible (parent) || !gtk_widget_get_can_focus (parent)
          || keeps_focus_child (parent, leaving) || keeps_focus_child (child, leaving))
        return FALSE;
      if (GTK_IS_SCROLLED_WINDOW (parent))
        {
          /* its child first, itself only when the child takes nothing */
          if (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (parent)) != child)
            return FALSE;
          continue;
        }
      if (gtk_widget_get_focusable (parent))
        return FALSE;
      plain = default_order (parent);
      for (GtkWidget *other = gtk_widget_get_first_child (parent); other != NULL;
           other = gtk_widget_get_next_sibling (other))
        {
          if (other == child || !may_take_focus (other, leaving))
            continue;
          if (!plain)
            return FALSE;
          /* GTK's default: the children mapped and on, in its order */
          if (gtk_widget_get_mapped (other) && tab_order (parent, other, child) <= 0)
            return FALSE;
        }
    }
  return TRUE;
}
