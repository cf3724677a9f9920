/* herald-a11y.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What GTK 4.8 and libadwaita 1.2 give screen readers, fixed in every window as each widget
 * is realized (herald_a11y_install ()): buttons named without their mnemonic, decorations
 * hidden, labels that say their dots as words, spin buttons and dice faces that say their
 * value, menu buttons that say whether their menu is open. What Herald says on its own is in
 * herald-a11y-announce.c. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"

/* GTK 4.8 names a button whose label has a mnemonic by the raw label and the label again:
 * "_Roll Roll" is what Orca reads for the Roll button. The accessible label property, set
 * to the text a person sees, replaces that name; it is kept in step with the button's label
 * (gtk_button_set_label), so that a button that changes its text ("Settlement Placed" to
 * "City Placed") is read with its new text, and the change is announced to the screen reader
 * as a name change. */

#define NAMED_KEY "herald-a11y-mnemonic-named"

/**
 * herald_a11y_strip_mnemonic:
 * @label: a label as given to a widget with use-underline, e.g. "_Roll" or "Save __as"
 *
 * The text a person sees: single underscores (mnemonic marks) removed, a doubled one kept
 * once.
 *
 * Returns: (transfer full): a newly allocated string
 */
char *
herald_a11y_strip_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label ? label : ""; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            {
              g_string_append_c (text, '_');
              p++;
            }
          continue;
        }
      g_string_append_c (text, *p);
    }

  return g_string_free (text, FALSE);
}

static void
update_name (GtkWidget *button)
{
  const char *label = NULL;
  gboolean underline = FALSE;

  if (GTK_IS_BUTTON (button))
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

      /* GTK 4.8 tells of the label while gtk_button_set_icon_name () swaps the child, when its
       * gtk_button_get_label () would take the new image for a label (a critical: the phone's
       * toast turns its Undo into an icon, tester report 34, N34-2); the name stays */
      if (child != NULL && !GTK_IS_LABEL (child))
        return;
      label = gtk_button_get_label (GTK_BUTTON (button));
      underline = gtk_button_get_use_underline (GTK_BUTTON (button));
    }
  else if (GTK_IS_CHECK_BUTTON (button))
    {
      label = gtk_check_button_get_label (GTK_CHECK_BUTTON (button));
      underline = gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (button));
    }

  /* with use-underline GTK doubles the name whether the label has a mark or not */
  if (label != NULL && underline)
    {
      g_autofree char *text = herald_a11y_strip_mnemonic (label);

      /* GTK 4.8 joins the label property and the labelling child: the child goes */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button),
                                     GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
    }
}

/**
 * herald_a11y_name_mnemonic_button:
 * @button: a #GtkButton (or #GtkToggleButton) or #GtkCheckButton
 *
 * Names @button for screen readers by the text it shows without the mnemonic mark, now
 * and whenever its label or use-underline changes. Buttons without use-underline keep
 * GTK's own name. Calling it again on the same button does nothing more.
 */
void
herald_a11y_name_mnemonic_button (GtkWidget *button)
{
  g_return_if_fail (GTK_IS_BUTTON (button) || GTK_IS_CHECK_BUTTON (button));

  if (g_object_get_data (G_OBJECT (button), NAMED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (button), NAMED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::label", G_CALLBACK (update_name), NULL);
      g_signal_connect (button, "notify::use-underline", G_CALLBACK (update_name), NULL);
    }

  update_name (button);
}

/* Drop-downs: herald-a11y-drop-down.c */

/* An image inside a control that is named by its text (an icon beside a button's label, a
 * row's arrow) only adds "GtkImage" to what is read: it is hidden from screen readers. An
 * image standing on its own keeps its own name. */
gboolean
herald_a11y_is_decoration (GtkWidget *image)
{
  guint depth = 0;

  for (GtkWidget *up = gtk_widget_get_parent (image); up != NULL && depth < 6;
       up = gtk_widget_get_parent (up), depth++)
    if (GTK_IS_BUTTON (up) || GTK_IS_CHECK_BUTTON (up) || GTK_IS_MENU_BUTTON (up)
        || GTK_IS_DROP_DOWN (up) || GTK_IS_EDITABLE (up) || ADW_IS_PREFERENCES_ROW (up)
        || GTK_IS_SWITCH (up))
      return TRUE;

  return FALSE;
}

/* libadwaita 1.2's toasts have a close button with an icon and no name */
static void
name_toast_close (GtkWidget *button)
{
  GtkWidget *parent = gtk_widget_get_parent (button);

  if (parent != NULL && g_strcmp0 (G_OBJECT_TYPE_NAME (parent), "AdwToastWidget") == 0
      && gtk_button_get_icon_name (GTK_BUTTON (button)) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Close Notification"), -1);
}

/* A label inside a named control that shows nothing (an empty knight slot) would be read
 * as "GtkLabel": hidden while it is empty */
static void
update_label (GtkWidget *label)
{
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  /* or always, as its control's name says it (herald-a11y-hidden: a knight's level) */
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, text == NULL || *text == '\0'
                               || g_object_get_data (G_OBJECT (label), "herald-a11y-hidden") != NULL, -1);
}

static void
track_label (GtkWidget *label)
{
  if (g_object_get_data (G_OBJECT (label), HERALD_A11Y_TRACKED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (label), HERALD_A11Y_TRACKED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (label, "notify::label", G_CALLBACK (update_label), NULL);
    }
  update_label (label);
}

/* A label that separates its parts with a middle dot ("Round 3 · Anna, Ben · saved today",
 * the lines of a history entry) was read with "middle dot" between them (newcomer report 11,
 * N-12): its name for screen readers has a comma in place of each dot between words, and
 * nothing for a dot that begins a line. */
#define DOTS_KEY "herald-a11y-dots"

/**
 * herald_a11y_spoken_text:
 * @text: a text as shown, e.g. "Round 3 · Anna, Ben"
 *
 * The text as a screen reader should say it: each middle dot "·" between words becomes a
 * comma ("Round 3, Anna, Ben"), a dot that starts a line goes, line breaks too (one_line ()).
 *
 * Returns: (transfer full): a newly allocated string
 */
char *
herald_a11y_spoken_text (const char *text)
{
  GString *spoken = g_string_new (NULL);
  const char *dot = "\u00b7";

  for (const char *p = text != NULL ? text : ""; *p != '\0'; )
    {
      const char *run = p;

      /* the bytes up to a middle dot's lead byte (0xc2), copied in one piece */
      while (*p != '\0' && (guchar) *p != 0xc2)
        p++;
      if (p > run)
        g_string_append_len (spoken, run, p - run);
      if (*p == '\0')
        break;
      if (g_str_has_prefix (p, dot))
        {
          /* spaces before the dot go, the no-break ones that keep it on its line too (N43-9) */
          for (;;)
            if (spoken->len > 0 && spoken->str[spoken->len - 1] == ' ')
              g_string_truncate (spoken, spoken->len - 1);
            else if (g_str_has_suffix (spoken->str, "\u00a0"))
              g_string_truncate (spoken, spoken->len - strlen ("\u00a0"));
            else
              break;
          if (spoken->len > 0 && spoken->str[spoken->len - 1] != '\n')
            g_string_append (spoken, ",");
          p += strlen (dot);
          while (*p == ' ')
            p++;
          if (spoken->len > 0 && spoken->str[spoken->len - 1] == ',')
            g_string_append_c (spoken, ' ');
          continue;
        }
      g_string_append_c (spoken, *p);
      p++;
    }

  return herald_a11y_one_line_take (g_string_free (spoken, FALSE));
}

static void
update_dots (GtkWidget *label)
{
  const char *text = gtk_label_get_text (GTK_LABEL (label));

  /* an empty label (the setup round's sentence on a page not shown, a heading before it has
   * its text) is named by nothing, not by its class: "label: GtkLabel" in the accessibility
   * tree (tester report 28, N28-3); its text is its name again as it comes */
  if (text == NULL || *text == '\0')
    {
      g_object_set_data (G_OBJECT (label), DOTS_KEY, GINT_TO_POINTER (2));
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
    }
  else if (herald_a11y_speaks_otherwise (text))
    {
      g_autofree char *spoken = herald_a11y_spoken_text (text);

      g_object_set_data (G_OBJECT (label), DOTS_KEY, GINT_TO_POINTER (2));
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    }
  else if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), DOTS_KEY)) == 2)
    {
      /* its own text again: given as its name, not reset (GTK 4.8 had already set the new
       * text as the name before this handler; resetting it left the label nameless, read by
       * its class "GtkLabel": ui-a11y's table after the attack, session 16) */
      g_object_set_data (G_OBJECT (label), DOTS_KEY, GINT_TO_POINTER (1));
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      gtk_label_get_text (GTK_LABEL (label)), -1);
    }
}

static void
track_dots (GtkWidget *label)
{
  if (g_object_get_data (G_OBJECT (label), DOTS_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (label), DOTS_KEY, GINT_TO_POINTER (1));
      g_signal_connect (label, "notify::label", G_CALLBACK (update_dots), NULL);
    }
  update_dots (label);
}

/* A spin button changed with Up or Down said "Text unselected." and never its value (newcomer
 * report 11, N-12): GTK 4.8 tells the value to screen readers on the spin button, while the
 * focus, which Orca follows, is on the text inside it. The value is announced while the
 * focus is in the spin button, the last one of a run of presses only. */
#define SPIN_KEY "herald-a11y-spin"
#define SPIN_SETTLE_MS 250

static void
spin_say_cb (gpointer data)
{
  g_autoptr(GtkWidget) spin = g_weak_ref_get (data);
  GtkRoot *root;
  GtkWidget *focus;

  g_weak_ref_clear (data);
  g_free (data);
  if (spin == NULL)
    return;
  g_object_set_data (G_OBJECT (spin), SPIN_KEY, GINT_TO_POINTER (1));
  root = gtk_widget_get_root (spin);
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && (focus == spin || gtk_widget_is_ancestor (focus, spin)))
    herald_a11y_announce (gtk_editable_get_text (GTK_EDITABLE (spin)));
}

static void
spin_changed_cb (GtkSpinButton *spin)
{
  GWeakRef *ref;

  /* one announcement for a run of presses: the value it ends on */
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), SPIN_KEY)) == 2)
    return;
  g_object_set_data (G_OBJECT (spin), SPIN_KEY, GINT_TO_POINTER (2));
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, spin);
  g_timeout_add_once (SPIN_SETTLE_MS, spin_say_cb, ref);
}

static void
track_spin (GtkWidget *spin)
{
  if (g_object_get_data (G_OBJECT (spin), SPIN_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (spin), SPIN_KEY, GINT_TO_POINTER (1));
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), NULL);
}

/* A face chosen in Enter Dice (a toggle button in a group, with the radio role) is told by
 * its colour and edge: GTK 4.8 gives a toggle button's state as "pressed", which a radio
 * button does not have, so the face is checked or not checked. (It was a description
 * "chosen", which stayed with a face left for another: newcomer report 11, N-12.) */
#define CHOICE_CLASS "die-choice"

/* Each face is heard once with its state once (issue 11). Orca 43 says a radio button's state
 * for a change of its "checked" state after Space and for every change of its "pressed" state,
 * which GTK 4.8 gives a toggle button as it is activated: Space said "selected selected". A
 * face is always "pressed" (not a state Orca says of a radio button), so that its activation
 * changes "checked" alone; GTK sends a state only when it changes. The arrow keys choose the
 * face before the focus comes to it (herald_focus_radio_group ()): the face left is told it is
 * not checked when the focus is no longer on it, and Orca said "not selected" no more. A face
 * named by its tooltip is not described by it again ("Red 2. selected radio button Red 2."). */
/* A face never chosen is not told "not checked" (a radio button without the checked state is
 * not checked): told so as Enter Dice opened, before the face's accessible was realized, GTK
 * 4.8 kept the state and sent it with the face's first change, a stale "not checked" just
 * before the "checked" of the face chosen (two events of each face chosen; issue 11) */
#define CHOICE_TOLD_KEY "herald-a11y-choice-told"

void
herald_a11y_update_choice (GtkWidget *button)
{
  gboolean active = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button));

  if (!active && g_object_get_data (G_OBJECT (button), CHOICE_TOLD_KEY) == NULL)
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_PRESSED,
                                   GTK_ACCESSIBLE_TRISTATE_TRUE, -1);
      return;
    }
  g_object_set_data (G_OBJECT (button), CHOICE_TOLD_KEY, GINT_TO_POINTER (TRUE));
  gtk_accessible_update_state (GTK_ACCESSIBLE (button),
                               GTK_ACCESSIBLE_STATE_CHECKED,
                               active ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_TRUE,
                               -1);
}

static void
track_choice (GtkWidget *button)
{
  if (g_object_get_data (G_OBJECT (button), HERALD_A11Y_TRACKED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (button), HERALD_A11Y_TRACKED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::active", G_CALLBACK (herald_a11y_update_choice), NULL);
      /* no description: a face's tooltip is made as it shows (herald-roll-dialog.c), and an
       * empty description given now is sent again with the face's first change (issue 11) */
    }
  herald_a11y_update_choice (button);
}

/* The list of an AdwExpanderRow (libadwaita 1.2) has no name, and GTK 4.8 names it by its
 * class: Orca said "GtkListBox. List with 1 item." as the focus went into New Game's
 * variants. It is named after the row that opens it. */
static void
name_expander_list (GtkWidget *list)
{
  GtkWidget *expander = gtk_widget_get_ancestor (list, ADW_TYPE_EXPANDER_ROW);
  const char *title;

  if (expander == NULL || list == gtk_widget_get_parent (expander))
    return;
  /* libadwaita 1.2 holds the row's header (what takes the focus) in a list of its own, outside
   * the revealer of its rows. Named as the row, that list made Orca say the title twice as the
   * focus came to the header: "The Numbers as a Table. List with 1 item. Nesting level 1. The
   * Numbers as a Table. collapsed." (Statistics, speech41). It is a group without a name,
   * which Orca passes over; the list of the rows keeps the name. GTK 4.8 lets the role change
   * before the list's accessible is realized, as the window is. */
  {
    GtkWidget *revealer = gtk_widget_get_ancestor (list, GTK_TYPE_REVEALER);

    if (revealer == NULL || !gtk_widget_is_ancestor (revealer, expander))
      {
        if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (list)) == GTK_ACCESSIBLE_ROLE_LIST
            && !gtk_widget_get_realized (list))
          g_object_set (list, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
        gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, "",
                                        -1);
        return;
      }
  }
  title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander));
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title != NULL ? title : "", -1);
}

/* A menu button in GTK 4.8 says it is expanded while its menu is open, and when the menu
 * closes removes the state, telling screen readers only that it is no longer expandable:
 * Orca, which keeps the states it was told, went on reading "expanded" each time the focus
 * came back to a knight whose menu had been opened once. A closed menu button said "not
 * expanded" instead, but then Orca said "collapsed" before every menu button ("collapsed
 * Ben's Basic knight, inactive push button", issue 11). As the menu closes, the button is
 * now told not expanded (which Orca hears), then its state is removed again (not
 * expandable, as before the menu first opened): neither "expanded" nor "collapsed" is read. */
#define EXPANDED_KEY "herald-a11y-expanded-tracked"

static void
update_expanded (GtkWidget *toggle)
{
  GtkWidget *menu_button = gtk_widget_get_parent (toggle);

  if (menu_button == NULL || !GTK_IS_MENU_BUTTON (menu_button))
    return;

  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
    gtk_accessible_update_state (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_STATE_EXPANDED, TRUE, -1);
  else
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
      gtk_accessible_reset_state (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_STATE_EXPANDED);
    }
}

static void
track_expanded (GtkWidget *menu_button)
{
  for (GtkWidget *child = gtk_widget_get_first_child (menu_button);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child) && g_object_get_data (G_OBJECT (child), EXPANDED_KEY) == NULL)
      {
        g_object_set_data (G_OBJECT (child), EXPANDED_KEY, GINT_TO_POINTER (TRUE));
        /* after the menu button's own handler of "toggled", which resets the state */
        g_signal_connect (child, "notify::active", G_CALLBACK (update_expanded), NULL);
      }
}

static void
fix_widget (GtkWidget *widget)
{
  herald_a11y_name_stack_page (widget);
  if (GTK_IS_STACK (widget))
    herald_a11y_fix_stack_pages (widget);

  if (GTK_IS_MENU_BUTTON (widget))
    track_expanded (widget);
  else if (GTK_IS_LIST_BOX (widget))
    name_expander_list (widget);
  else if (GTK_IS_BUTTON (widget))
    {
      herald_a11y_name_mnemonic_button (widget);
      name_toast_close (widget);
      if (GTK_IS_TOGGLE_BUTTON (widget) && gtk_widget_has_css_class (widget, CHOICE_CLASS))
        track_choice (widget);
    }
  else if (GTK_IS_CHECK_BUTTON (widget))
    herald_a11y_name_mnemonic_button (widget);
  else if (GTK_IS_DROP_DOWN (widget) || ADW_IS_COMBO_ROW (widget))
    herald_a11y_drop_down_track (widget);
  else if (GTK_IS_SPIN_BUTTON (widget))
    track_spin (widget);
  else if (GTK_IS_IMAGE (widget) && herald_a11y_is_decoration (widget))
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  else if (GTK_IS_LABEL (widget) && herald_a11y_is_decoration (widget))
    track_label (widget);

  if (GTK_IS_LABEL (widget))
    track_dots (widget);
  herald_a11y_fix_lists (widget);
  herald_a11y_fix_menu_item (widget);
  herald_a11y_tooltip_track (widget);
}

/* @widget and every widget under it (herald-a11y-private.h) */
void
herald_a11y_fix_tree (GtkWidget *widget)
{
  fix_widget (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    herald_a11y_fix_tree (child);
}

/* A window fixes all its widgets as it is realized (those on pages not shown yet too, as
 * the accessibility tree holds them); a widget added later is fixed as it is realized. */
static gboolean
realize_hook (GSignalInvocationHint *hint,
              guint                  n_values,
              const GValue          *values,
              gpointer               user_data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (GTK_IS_ROOT (widget))
    {
      herald_a11y_fix_tree (widget);
      if (GTK_IS_WINDOW (widget))
        herald_a11y_watch_focus (GTK_WINDOW (widget));
    }
  else
    fix_widget (widget);
  herald_a11y_announce_shown (widget);

  return TRUE;
}

/**
 * herald_a11y_install:
 *
 * Fixes what GTK 4.8 and libadwaita 1.2 give screen readers, in every window of the process
 * as each widget is realized: buttons with a mnemonic named as
 * herald_a11y_name_mnemonic_button() does, drop-downs and combo rows that say their value,
 * images inside named controls hidden, toasts' close buttons named. Call once, after
 * gtk_init() (the application's startup); later calls do nothing.
 */
void
herald_a11y_install (void)
{
  static gboolean installed = FALSE;

  if (installed)
    return;
  installed = TRUE;

  /* the signal exists once the class does */
  g_type_class_unref (g_type_class_ref (GTK_TYPE_WIDGET));
  g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0,
                              realize_hook, NULL, NULL);
}
