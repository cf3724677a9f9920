/* herald-focus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Fewer Tab stops (issue 11: a turn of a 3-player game had 29, Enter Dice up to 16). Two
 * shapes of a group that is one Tab stop:
 *
 * - a group of controls (a player's card): Tab enters it at the control used last there
 *   (or its first), the next Tab leaves it; inside, Right and Down go to the next control,
 *   Left and Up to the one before, in the order Tab would take (mirrored right to left),
 *   and stop at the ends;
 * - a radio group (the faces of a die in Enter Dice): only the chosen face (or the first,
 *   while none is chosen) takes the focus with Tab; the arrow keys choose the next or the
 *   previous face and move the focus with the choice, Home and End the first and the last. */

#include "config.h"

#include <string.h>

#include "herald-focus.h"

#define LAST_KEY "herald-focus-last"

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
remember (GtkWidget *group,
          GtkWidget *focus)
{
  GWeakRef *ref = g_object_get_data (G_OBJECT (group), LAST_KEY);

  if (ref == NULL)
    {
      ref = g_new0 (GWeakRef, 1);
      g_weak_ref_init (ref, NULL);
      g_object_set_data_full (G_OBJECT (group), LAST_KEY, ref, weak_ref_free);
    }
  g_weak_ref_set (ref, focus);
}

static gboolean
can_take_focus (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget)
         && gtk_widget_get_focusable (widget) && gtk_widget_get_can_focus (widget);
}

/**
 * herald_focus_group_focus:
 * @group: a widget holding several controls, e.g. a player's card
 * @direction: the direction of the #GtkWidgetClass.focus() call
 * @chain: the parent class's focus() (GTK's own move between the children)
 *
 * The focus() of a group that is one Tab stop: call it from the group's own focus() vfunc.
 * Tab (forward or backward) into the group focuses the control focused there last if it can
 * still take the focus, else the group's first; Tab from inside leaves the group. The arrow
 * keys move inside the group in Tab's order (Right and Down forward, Left and Up backward,
 * Left and Right swapped right to left) and keep the focus at the first and the last control.
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
  gboolean inside = focus != NULL && gtk_widget_is_ancestor (focus, group);
  gboolean rtl = gtk_widget_get_direction (group) == GTK_TEXT_DIR_RTL;

  g_return_val_if_fail (GTK_IS_WIDGET (group), FALSE);
  g_return_val_if_fail (chain != NULL, FALSE);

  if (inside)
    remember (group, focus);
  else
    {
      /* a focus child left over would make GTK start from it, past the group's first */
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
      else
        {
          GWeakRef *ref = g_object_get_data (G_OBJECT (group), LAST_KEY);
          g_autoptr(GtkWidget) last = ref != NULL ? g_weak_ref_get (ref) : NULL;

          if (last != NULL && gtk_widget_is_ancestor (last, group) && can_take_focus (last)
              && gtk_widget_grab_focus (last))
            return TRUE;

          return chain (group, GTK_DIR_TAB_FORWARD);
        }

    case GTK_DIR_RIGHT:
    case GTK_DIR_LEFT:
    case GTK_DIR_DOWN:
    case GTK_DIR_UP:
      if (!inside)
        return chain (group, direction);
      else
        {
          gboolean forward = direction == GTK_DIR_DOWN
                             || direction == (rtl ? GTK_DIR_LEFT : GTK_DIR_RIGHT);

          /* at an end the focus stays where it is: it does not leave the group */
          chain (group, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD);
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

  for (guint i = 0; i < group->n; i++)
    gtk_widget_set_focusable (GTK_WIDGET (group->buttons[i]),
                              chosen >= 0 ? (gint) i == chosen : i == 0);
}

static void
release_group (gpointer  data,
               GClosure *closure)
{
  g_rc_box_release (data);
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

  gtk_toggle_button_set_active (group->buttons[next], TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (group->buttons[next]));

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
  update_stops (group);
  g_rc_box_release (group);
}
