/* herald-a11y-lists.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What GTK 4.8 and libadwaita 1.2 tell screen readers of lists, spin buttons and labels that
 * change, put right as each widget is realized (herald_a11y_install () calls
 * herald_a11y_fix_lists () for each): newcomer report 13, N-6. */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"

/* A row of a list that selects nothing (a GtkListBox whose selection mode is "none": the
 * check-in, the attack's result, the final scores, New Game's rows, the start page's games)
 * was said "not selected" by Orca 43 on every row. Orca says so of a list item that is not
 * selected whenever its parent has the AT-SPI Selection interface (speech_generator.py,
 * _generateUnselectedStateIfSelectable), whatever the item's own states, and GTK 4.8 gives
 * every GtkListBox that interface, whatever its selection mode: taking the selected state
 * away (848e1c9) did not reach Orca (verify report 13, V13-7). Such a row is told selected,
 * once as it is realized: Orca says nothing of a selection, and nothing changes as the focus
 * moves (no selection event to read). */
#define ROW_KEY "herald-a11y-row-tracked"

static void
update_row (GtkWidget *row)
{
  GtkWidget *box = gtk_widget_get_parent (row);

  if (!GTK_IS_LIST_BOX (box))
    return;
  if (!gtk_list_box_row_get_selectable (GTK_LIST_BOX_ROW (row))
      || gtk_list_box_get_selection_mode (GTK_LIST_BOX (box)) == GTK_SELECTION_NONE)
    gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED, TRUE, -1);
}

static void
track_row (GtkWidget *row)
{
  if (g_object_get_data (G_OBJECT (row), ROW_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (row), ROW_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (row, "notify::selectable", G_CALLBACK (update_row), NULL);
    }
  update_row (row);
}

/* The list a combo row or a drop-down opens is a GtkListView without a name, which GTK 4.8
 * names by its class: Orca said "GtkListView. List with 2 items" as New Game's Rule set opened.
 * It is named after what it chooses (the row's title, the drop-down's name). */
static void
name_lists_in (GtkWidget  *widget,
               const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LIST_VIEW (child))
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      name_lists_in (child, name);
    }
}

static void
name_choice_list (GtkWidget *widget)
{
  const char *name = NULL;

  if (ADW_IS_PREFERENCES_ROW (widget))
    name = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
  if (name == NULL || *name == '\0')
    name = g_object_get_data (G_OBJECT (widget), "herald-a11y-drop-down-name");
  if (name == NULL || *name == '\0')
    return;
  name_lists_in (widget, name);
}

/* The list of an #AdwPreferencesGroup has no name, and GTK 4.8 names it by its class: Orca
 * said "GtkListBox. List with 4 items." in the Statistics window and in Correct Pieces
 * (newcomer report 15, N15-1, N15-14). It is named after its group's title, or, for a group
 * without one, its page's, or its window's (a message dialog's heading). That name is its
 * only one: libadwaita 1.2 also labels the list by the group's title, and GTK 4.8 joins the
 * two, so screen readers were given "Players Players", "Rules Rules" in New Game and
 * "Anna Anna" in the landing's check (newcomer report 20, N20-6). */

/* Whether @list holds a row that is not a list item for screen readers (a combo row) */
static gboolean
holds_other_rows (GtkWidget *list)
{
  for (GtkWidget *row = gtk_widget_get_first_child (list);
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (row)) != GTK_ACCESSIBLE_ROLE_LIST_ITEM)
      return TRUE;
  return FALSE;
}

/* The form of a message dialog (a progress card's details: the opponent, their knight or
 * card; a physical card's): an untitled group whose rows are choices. Named after the
 * heading, its list was said with the heading again and a count of the rows Orca 43 takes for
 * items, list items only: "Spy dialog … Spy. list. Opponent combo box." for two combo rows,
 * "Intrigue. List with 1 item." for three rows (speech41). It is a group without a name,
 * which Orca passes over: the dialog, its message, then the focused row. GTK 4.8 lets the
 * role change before the list's accessible is realized, as the window is. */
static void
unname_form_list (GtkWidget *list)
{
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (list)) == GTK_ACCESSIBLE_ROLE_LIST
      && !gtk_widget_get_realized (list))
    g_object_set (list, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
name_group_list (GtkWidget *list)
{
  GtkWidget *group = gtk_widget_get_ancestor (list, ADW_TYPE_PREFERENCES_GROUP);
  GtkWidget *row = gtk_widget_get_ancestor (list, GTK_TYPE_LIST_BOX_ROW);
  GtkWidget *page;
  GtkRoot *root;
  const char *name = NULL;

  /* the group's own list, not a list in one of its rows (an expander row's) */
  if (group == NULL || (row != NULL && gtk_widget_is_ancestor (row, group)))
    return;
  name = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group));
  page = gtk_widget_get_ancestor (group, ADW_TYPE_PREFERENCES_PAGE);
  if ((name == NULL || *name == '\0') && page != NULL)
    name = adw_preferences_page_get_title (ADW_PREFERENCES_PAGE (page));
  root = gtk_widget_get_root (list);
  if ((name == NULL || *name == '\0') && ADW_IS_MESSAGE_DIALOG (root) && holds_other_rows (list))
    {
      unname_form_list (list);
      return;
    }
  if ((name == NULL || *name == '\0') && ADW_IS_MESSAGE_DIALOG (root))
    name = adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (root));
  if ((name == NULL || *name == '\0') && GTK_IS_WINDOW (root))
    name = gtk_window_get_title (GTK_WINDOW (root));
  if (name != NULL && *name != '\0')
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    }
}

/* A spin button's value is not selected as the focus comes to it, and the first character
 * typed replaces the value all the same. GTK 4.8 selected the text of the spin button the
 * focus came to, which took the primary selection from the spin button before and unselected
 * its text: Orca said "Text unselected." as Tab went from one spin button to the next (New
 * Game, Correct Pieces, the check-in; verify report 14). Kept selected after Up or
 * Down, the value was unselected the same way later. No value is selected
 * at all: the text's select-on-focus is off (a setting of the display, for every entry:
 * Herald's entries are empty as the focus comes to them), and a character typed first after
 * the focus came or Up or Down changed the value replaces the value. */
#define SPIN_KEY "herald-a11y-spin-fresh"

static void
spin_fresh_cb (GtkWidget *spin)
{
  g_object_set_data (G_OBJECT (spin), SPIN_KEY, GINT_TO_POINTER (TRUE));
}

static gboolean
spin_key_cb (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GtkWidget             *spin)
{
  gunichar c = gdk_keyval_to_unicode (keyval);

  if (keyval == GDK_KEY_Up || keyval == GDK_KEY_Down || keyval == GDK_KEY_Page_Up || keyval == GDK_KEY_Page_Down
      || keyval == GDK_KEY_Tab || keyval == GDK_KEY_ISO_Left_Tab || keyval == GDK_KEY_Return
      || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_Escape
      || (keyval >= GDK_KEY_Shift_L && keyval <= GDK_KEY_Hyper_R))
    return FALSE;  /* the value stays for typing to replace */
  if (g_object_get_data (G_OBJECT (spin), SPIN_KEY) != NULL
      && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) == 0
      && c != 0 && g_unichar_isgraph (c))
    gtk_editable_delete_text (GTK_EDITABLE (spin), 0, -1);
  /* an arrow, Home, Backspace or a character: the player edits the value */
  g_object_set_data (G_OBJECT (spin), SPIN_KEY, NULL);
  return FALSE;
}

static void
track_spin (GtkWidget *spin)
{
  GtkEventController *keys;
  GtkEventController *focus;

  /* every entry of the display: it is read as the focus comes to an entry */
  g_object_set (gtk_widget_get_settings (spin), "gtk-entry-select-on-focus", FALSE, NULL);
  if (g_object_get_data (G_OBJECT (spin), SPIN_KEY "-tracked") != NULL)
    return;
  g_object_set_data (G_OBJECT (spin), SPIN_KEY "-tracked", GINT_TO_POINTER (TRUE));
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (spin_key_cb), spin);
  gtk_widget_add_controller (spin, keys);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (spin_fresh_cb), spin);
  gtk_widget_add_controller (spin, focus);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_fresh_cb), NULL);
}

/* An #AdwExpanderRow (libadwaita 1.2) is a row inside a row: what takes the focus is the row
 * of its header, a plain list item, and Orca said its title and nothing of what it does nor
 * whether it was open ("The Numbers as a Table", the first focus of Statistics; newcomer
 * report 16). The header row is told expandable, and expanded or collapsed as the row is. */
#define EXPANDER_KEY "herald-a11y-expander-tracked"

static GtkWidget *
expander_header (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LIST_BOX_ROW (child))
        return child;
      found = expander_header (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
update_expander (GtkWidget *expander)
{
  GtkWidget *header = expander_header (expander);

  if (header != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED,
                                 adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)), -1);
}

static void
track_expander (GtkWidget *expander)
{
  if (g_object_get_data (G_OBJECT (expander), EXPANDER_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (expander), EXPANDER_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (expander, "notify::expanded", G_CALLBACK (update_expander), NULL);
    }
  update_expander (expander);
}

/* A control with a name of its own (herald_a11y_name_once ()) */
#define OWN_NAME_KEY "herald-a11y-own-name"

/**
 * herald_a11y_name_once:
 * @widget: a control
 * @label: its whole name for screen readers, e.g. "Anna: Settlements"
 *
 * Names @widget @label, and only that: GTK 4.8 joins a control's name with the labels that
 * label it (#GTK_ACCESSIBLE_RELATION_LABELLED_BY), and libadwaita labels a row's control by
 * the row's title (an #AdwActionRow's activatable widget, an #AdwComboRow itself), so Correct
 * Pieces' spin buttons were read "Anna: Settlements Settlements" and the check-in's
 * metropolis rows "Holds the Politics metropolis Politics" (newcomer report 18, N18-7). The
 * relation goes now and whenever a row makes @widget its activatable widget. @label is given
 * on one line, without its soft hyphens (herald_a11y_one_line ()).
 */
void
herald_a11y_name_once (GtkWidget  *widget,
                       const char *label)
{
  g_autofree char *name = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  /* a soft hyphen of a translation (the German "Stadt\u00ADmauern", where a narrow label may
   * break) is no part of the name: Orca passed it on to the speech synthesizer */
  name = herald_a11y_one_line (label);
  g_object_set_data (G_OBJECT (widget), OWN_NAME_KEY, GINT_TO_POINTER (TRUE));
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* the activatable widget of @row, named once, is not labelled by the row's title too */
static void
unlabel_row_control (GtkWidget *row)
{
  GtkWidget *widget = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));

  if (g_object_get_data (G_OBJECT (row), OWN_NAME_KEY) != NULL)
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  if (widget != NULL && g_object_get_data (G_OBJECT (widget), OWN_NAME_KEY) != NULL)
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/**
 * herald_a11y_row_control:
 * @row: an #AdwActionRow
 * @control: a control among @row's suffixes, named once (herald_a11y_name_once ()) or by
 *   @row's title alone
 *
 * Makes @control @row's activatable widget (a click on the row turns it). libadwaita 1.2
 * then labels @control by the row's title; when @control has a name of its own, that
 * relation goes here, before any screen reader knows the control. Taken away only in an
 * idle after the realizing (herald_a11y_fix_lists ()), it changed the name of the control
 * Orca had just been told of as the dialog opened, and the first control was said twice:
 * "Anna’s cities 2 spin button." then "Anna’s cities Cities" in the check-in (newcomer
 * report 51, newcomer51-2), and so in Correct Pieces (a11y report 52, a11y52-1).
 */
void
herald_a11y_row_control (GtkWidget *row,
                         GtkWidget *control)
{
  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  g_return_if_fail (GTK_IS_WIDGET (control));

  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
  unlabel_row_control (row);
}

/* the expander row whose header is @row, when it shows a switch that opens it */
static GtkWidget *
switch_expander (GtkWidget *row)
{
  GtkWidget *expander = gtk_widget_get_ancestor (gtk_widget_get_parent (row), ADW_TYPE_EXPANDER_ROW);

  if (expander == NULL || expander_header (expander) != row
      || !adw_expander_row_get_show_enable_switch (ADW_EXPANDER_ROW (expander)))
    return NULL;
  return expander;
}

/* the switch in @widget */
static GtkWidget *
find_switch (GtkWidget *widget)
{
  if (GTK_IS_SWITCH (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_switch (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* the label in @widget that shows @text */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (text == NULL || *text == '\0')
    return NULL;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A row that a switch or a check box at its end turns on and off (Preferences' Sounds, New
 * Game's variants) was two Tab stops: the row, said with its title and subtitle and nothing
 * of its state, then the switch, said with the same title, its state and the subtitle again
 * (newcomer report 16, N16-10). The row is no stop of its own: Tab goes to the switch, which
 * says it all; a click on the row still turns the switch. So is a row whose control is a
 * spin button ("Number of players"), and the header of an expander row with a switch ("Start
 * from a game in progress"), which the switch opens and closes: each was a stop that said
 * the title, before the control said it again (newcomer report 20, N20-7). The expander's
 * switch is described by the row's subtitle, which only its header said. */
static void
update_switch_row (GtkWidget *row)
{
  GtkWidget *widget = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  GtkWidget *expander = switch_expander (row);

  gboolean switch_row = widget != NULL && (GTK_IS_SWITCH (widget) || GTK_IS_CHECK_BUTTON (widget)
                                           || GTK_IS_SPIN_BUTTON (widget))
                        && gtk_widget_is_ancestor (widget, row);

  if (expander != NULL && find_switch (row) != NULL)
    {
      GtkWidget *label = find_label (row, adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)));

      switch_row = TRUE;

      if (label != NULL)
        gtk_accessible_update_relation (GTK_ACCESSIBLE (find_switch (row)),
                                        GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
    }

  unlabel_row_control (row);

  /* only a row this made no stop is made one again (another widget came) */
  if (switch_row)
    {
      gtk_widget_set_focusable (row, FALSE);
      g_object_set_data (G_OBJECT (row), "herald-a11y-switch-row-unfocused", GINT_TO_POINTER (TRUE));
    }
  else if (g_object_steal_data (G_OBJECT (row), "herald-a11y-switch-row-unfocused") != NULL)
    gtk_widget_set_focusable (row, TRUE);
}

/* After the realizing: a focusability changed as the row is realized told the screen reader
 * of the row before its window, which then came to screen readers as a nameless "filler",
 * not the "New Game" frame (ui-speech found no New Game window) */
static void
update_switch_row_cb (gpointer data)
{
  GWeakRef *ref = data;
  g_autoptr(GtkWidget) row = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  if (row != NULL)
    update_switch_row (row);
}

static void
track_switch_row (GtkWidget *row)
{
  GWeakRef *ref;

  if (g_object_get_data (G_OBJECT (row), "herald-a11y-switch-row") == NULL)
    {
      g_object_set_data (G_OBJECT (row), "herald-a11y-switch-row", GINT_TO_POINTER (TRUE));
      g_signal_connect (row, "notify::activatable-widget", G_CALLBACK (update_switch_row), NULL);
    }
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, row);
  g_idle_add_once (update_switch_row_cb, ref);
}

/**
 * herald_a11y_fix_lists:
 * @widget: a widget being realized
 *
 * Gives screen readers what GTK 4.8 leaves out or says wrong for @widget: a row of a list
 * that selects nothing is not said "not selected"; the list a combo row or drop-down opens is
 * named after it, a preferences group's list after the group (or its page, or its window); a
 * spin button's value is not selected, and the first character typed replaces it.
 */
void
herald_a11y_fix_lists (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX_ROW (widget))
    track_row (widget);
  if (GTK_IS_LIST_BOX (widget))
    name_group_list (widget);
  if (ADW_IS_COMBO_ROW (widget) || GTK_IS_DROP_DOWN (widget))
    name_choice_list (widget);
  if (GTK_IS_SPIN_BUTTON (widget))
    track_spin (widget);
  if (ADW_IS_EXPANDER_ROW (widget))
    track_expander (widget);
  if (ADW_IS_ACTION_ROW (widget))
    track_switch_row (widget);
}

/* A label that sums up what the controls around it choose (the check-in's "Barbarians 3
 * against knights 1: …") changed on screen as a count changed, and a screen reader said only
 * the count: the new outcome was not heard until Fight. Its new text is announced after the
 * control's own change (a spin button's value, said SPIN_SETTLE_MS after the last press in
 * herald-a11y.c), once for a run of changes, and not when it says what was said already. */
#define LIVE_SAID_KEY "herald-a11y-live-said"
#define LIVE_TIMER_KEY "herald-a11y-live-timer"
#define LIVE_DELAY_MS 320

static gboolean
live_say_cb (gpointer data)
{
  GtkWidget *label = data;
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  g_object_set_data (G_OBJECT (label), LIVE_TIMER_KEY, NULL);
  if (gtk_widget_get_mapped (label)
      && g_strcmp0 (text, g_object_get_data (G_OBJECT (label), LIVE_SAID_KEY)) != 0)
    {
      g_object_set_data_full (G_OBJECT (label), LIVE_SAID_KEY, g_strdup (text), g_free);
      herald_a11y_announce (text);
    }
  return G_SOURCE_REMOVE;
}

static void
live_changed_cb (GtkWidget *label)
{
  if (!gtk_widget_get_mapped (label))
    {
      /* what the dialog says as it opens (its extra text) */
      g_object_set_data_full (G_OBJECT (label), LIVE_SAID_KEY,
                              g_strdup (gtk_label_get_text (GTK_LABEL (label))), g_free);
      return;
    }
  if (g_object_get_data (G_OBJECT (label), LIVE_TIMER_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (label), LIVE_TIMER_KEY, GINT_TO_POINTER (TRUE));
  g_timeout_add_full (G_PRIORITY_DEFAULT, LIVE_DELAY_MS, live_say_cb, g_object_ref (label), g_object_unref);
}

/**
 * herald_a11y_live_label:
 * @label: a label that sums up the controls around it, said with its window as it opens
 *
 * Announces the text of @label (herald_a11y_announce ()) when it changes while it is shown,
 * after what the control changed says of itself, once for a run of changes; not when its
 * text is what was last said.
 */
void
herald_a11y_live_label (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  g_object_set_data_full (G_OBJECT (label), LIVE_SAID_KEY, g_strdup (gtk_label_get_text (label)), g_free);
  g_signal_connect (label, "notify::label", G_CALLBACK (live_changed_cb), NULL);
}

/* A page of a GtkStack is an accessible of its own in GTK 4.8, which names a page without a
 * title by its class: Orca said "GtkStackPage panel." each time the focus went into the turn's
 * buttons (after End Turn) and into a menu. A page is named by its title; a page without one
 * gets an empty name, and a screen reader passes over a panel without a name. */
#define PAGE_KEY "herald-a11y-page-named"

static void
update_page (GtkStackPage *page)
{
  const char *title = gtk_stack_page_get_title (page);

  gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title != NULL ? title : "", -1);
}

void
herald_a11y_name_stack_page (GtkWidget *child)
{
  GtkWidget *parent = gtk_widget_get_parent (child);
  GtkStackPage *page;

  if (parent == NULL || !GTK_IS_STACK (parent))
    return;

  page = gtk_stack_get_page (GTK_STACK (parent), child);
  if (page == NULL)
    return;
  if (g_object_get_data (G_OBJECT (page), PAGE_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (page), PAGE_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (page, "notify::title", G_CALLBACK (update_page), NULL);
    }
  update_page (page);
}

#define PAGES_KEY "herald-a11y-stack-pages"

/* pages added to a stack: those not shown are fixed at once */
static void
stack_pages_changed_cb (GListModel *pages,
                        guint       position,
                        guint       removed,
                        guint       added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) page = g_list_model_get_item (pages, i);
      GtkWidget *child = page != NULL ? gtk_stack_page_get_child (GTK_STACK_PAGE (page)) : NULL;

      if (child != NULL && !gtk_widget_get_realized (child))
        herald_a11y_fix_tree (child);
    }
}

/* The pages of a stack not shown are not realized, yet the accessibility tree holds them: a
 * table built after the window was realized had its setup page's button named "_Settlement
 * Placed Settlement Placed", and its pages "GtkStackPage" (tester report 28, N28-3). They are
 * fixed as the stack is, and as they are added. */
void
herald_a11y_fix_stack_pages (GtkWidget *stack)
{
  if (g_object_get_data (G_OBJECT (stack), PAGES_KEY) == NULL)
    {
      GListModel *pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (stack)));

      g_object_set_data_full (G_OBJECT (stack), PAGES_KEY, pages, g_object_unref);
      g_signal_connect (pages, "items-changed", G_CALLBACK (stack_pages_changed_cb), NULL);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (stack); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!gtk_widget_get_realized (child))
      herald_a11y_fix_tree (child);
}
