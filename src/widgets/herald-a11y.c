/* herald-a11y.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"
#include "herald-widget-update.h"

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

#define DROP_KEY "herald-a11y-tracked"

/* An image inside a control that is named by its text (an icon beside a button's label, a
 * row's arrow) only adds "GtkImage" to what is read: it is hidden from screen readers. An
 * image standing on its own keeps its own name. */
static gboolean
is_decoration (GtkWidget *image)
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
  if (g_object_get_data (G_OBJECT (label), DROP_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (label), DROP_KEY, GINT_TO_POINTER (TRUE));
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
      if (g_str_has_prefix (p, dot))
        {
          while (spoken->len > 0 && spoken->str[spoken->len - 1] == ' ')
            g_string_truncate (spoken, spoken->len - 1);
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

static void
update_choice (GtkWidget *button)
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
  if (g_object_get_data (G_OBJECT (button), DROP_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (button), DROP_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::active", G_CALLBACK (update_choice), NULL);
      /* no description: a face's tooltip is made as it shows (herald-roll-dialog.c), and an
       * empty description given now is sent again with the face's first change (issue 11) */
    }
  update_choice (button);
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

/* Saying something: GTK 4.8 has no gtk_accessible_announce(), and Orca 43 is silent when a
 * label changes its text or an alert is shown again. What it does speak is a change of the
 * description of the widget that has the focus. So an announcement becomes, for a moment,
 * the description of the focused widget of the active window, then the description is
 * reset (an empty description is not spoken). Announcements made together (the turn, the
 * roll's sentence, a toast) are joined and said once, a little later, when a dialog that
 * was closing has given the focus back. */

#define ANNOUNCE_DELAY_MS 300
/* Orca reads the focused widget's description with its name as the focus moves there: an
 * announcement set as a description while Orca is still presenting a new focus (a dialog
 * closed and gave it back, a dialog opened) was said twice, once with the focus and once as
 * the change (issue 11). It waits until the focus has stayed put this long. */
#define FOCUS_SETTLE_US (600 * G_TIME_SPAN_MILLISECOND)

/* How long an announcement waits for a window of the application to be active (a dialog
 * the window manager has not activated yet); after that the player is elsewhere and it is
 * dropped */
#define WAIT_ACTIVE_US (5 * G_TIME_SPAN_SECOND)

static gint64 focus_moved_at;
static gint64 inactive_since;  /* since when no window has been active, while one is awaited */
static GString *pending;
/* what toasts say, said before the rest of what is pending: the answer to what the player
 * just did ("Undone: Anna ended the turn", a refusal's reason) came after the turn and the
 * roll's sentence it brought back, heard as late (newcomer report 14, N14-4) */
static GString *pending_first;
static guint announce_id;
static GWeakRef announced_on;  /* the widget that has an announcement as description */
static GWeakRef awaited_window;  /* a dialog whose words wait for it to be the active window */

/* A control described by another: its description is its own (a property) and the other's
 * joined. The button inside a menu button is described by the menu button (its tooltip, "Main
 * Menu"): an announcement put on it was read with "Main Menu" after it, and the announcement
 * blanked left "Main Menu", which was read again as a change (issue 11). While a control has
 * an announcement the other does not describe it; the relation is back once the focus has
 * left it. The other is set as data under this key (herald_update_described (), a drop-down's
 * value, a player card's hand hint). */
#define DESCRIBED_BY_KEY "herald-a11y-described-by"

static GtkWidget *
described_by (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  GtkWidget *other = g_object_get_data (G_OBJECT (widget), DESCRIBED_BY_KEY);

  if (other != NULL)
    return other;
  if (parent != NULL && GTK_IS_MENU_BUTTON (parent))
    return parent;
  return NULL;
}

/* The widget that had an announcement as its description, once the focus has left it (or
 * the next announcement went to another widget): a drop-down says its value again; any
 * other widget gets back what describes it (the reason given on demand,
 * herald_update_described (); "Main Menu" of a menu button), or no description, only after
 * the focus has been elsewhere a while (herald_restore_description ()). Given back at once, a
 * refusal was read right after the announcement by a screen reader still on the widget
 * (issue 11). */
static void
reset_description (GtkWidget *widget)
{
  GtkWidget *other = NULL;

  if (g_object_get_data (G_OBJECT (widget), "herald-a11y-undescribed") != NULL)
    {
      g_object_set_data (G_OBJECT (widget), "herald-a11y-undescribed", NULL);
      other = described_by (widget);
    }
  if (g_object_get_data (G_OBJECT (widget), DROP_KEY) != NULL
      && (GTK_IS_DROP_DOWN (widget) || ADW_IS_COMBO_ROW (widget)))
    {
      if (other != NULL)
        gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                        other, NULL, -1);
      herald_a11y_drop_down_update (widget);
    }
  else if (g_object_get_data (G_OBJECT (widget), DROP_KEY) != NULL && GTK_IS_TOGGLE_BUTTON (widget))
    /* a die face: an empty description, not its tooltip's name again */
    update_choice (widget), herald_restore_description (widget, "", other);
  else
    /* the reason given on demand (herald_update_described ()) comes back with the label
     * that describes the widget */
    herald_restore_description (widget, NULL, other);
}

/* The description stays while the widget has the focus (taking it away at once would be
 * spoken too: GTK then describes the widget by its tooltip), and goes when the focus moves
 * on, when the screen reader no longer follows that widget. */
static void
focus_moved_cb (GtkWindow *window)
{
  g_autoptr(GtkWidget) widget = g_weak_ref_get (&announced_on);

  focus_moved_at = g_get_monotonic_time ();
  herald_a11y_focus_keep (window);

  if (widget == NULL || gtk_window_get_focus (window) == widget)
    return;

  reset_description (widget);
  g_weak_ref_set (&announced_on, NULL);
}

/* A window that becomes active presents its focus anew (a dialog the window manager
 * activates after it showed, the window a dialog gave the focus back to) */
static void
window_activated_cb (GtkWindow *window)
{
  focus_moved_at = g_get_monotonic_time ();
  herald_a11y_focus_window_activated (window);
}

static void
watch_focus (GtkWindow *window)
{
  if (g_object_get_data (G_OBJECT (window), "herald-a11y-focus-watched") == NULL)
    {
      g_object_set_data (G_OBJECT (window), "herald-a11y-focus-watched", GINT_TO_POINTER (TRUE));
      g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_moved_cb), NULL);
      g_signal_connect (window, "notify::is-active", G_CALLBACK (window_activated_cb), NULL);
      herald_a11y_focus_ring_watch (window);
    }
}

static GtkWidget *
focus_of_active_window (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();
  GtkWindow *window = NULL;
  GtkWidget *focus;

  for (GList *l = windows; l != NULL; l = l->next)
    if (gtk_window_is_active (l->data))
      window = l->data;

  if (window == NULL)
    return NULL;

  watch_focus (window);

  focus = gtk_window_get_focus (window);
  /* the text inside a spin button has the focus, the spin button is what screen readers are
   * told has it (its text is not an accessible of its own) */
  if (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) != NULL)
    focus = gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON);

  return focus != NULL ? focus : GTK_WIDGET (window);
}

/* The announcement is sent to the screen reader with the change (the event carries the
 * text), and the description is blanked at once, in the same call: not reset (GTK would
 * describe the widget by its tooltip again, and that would be spoken), and not in a later
 * idle. A screen reader that reads the focused widget (or the window) as it presents it, its
 * question answered by the application's main loop before any idle, found the announcement
 * still there and said it a second time after the change's event: "Herald frame. Ana's
 * turn. Production 3; … Ana's turn. Production 3; …" as Enter Dice closed on a loaded
 * machine, where the idle waited 1.3 s behind the window's redraws (N22-9; ui-speech failed
 * so). Now no question can find the announcement: only its event says it. */
static gboolean
has_words (void)
{
  return (pending != NULL && pending->len > 0) || (pending_first != NULL && pending_first->len > 0);
}

/* words to say, or a dialog to wait for (the value of the combo row it opens on, announce_cb ()) */
static gboolean
has_pending (void)
{
  g_autoptr(GtkWidget) awaited = g_weak_ref_get (&awaited_window);

  return awaited != NULL || has_words ();
}

/* @text (on one line already) after what @string holds, with a pause between */
static void
append_said (GString    *string,
             const char *text)
{
  if (*text == '\0')
    return;
  if (string->len > 0)
    g_string_append (string, g_str_has_suffix (string->str, ".") ? " " : ". ");
  g_string_append (string, text);
}

/* What the window says as a dialog opens over it (the roll's sentence that brought the
 * check-in or a card, the attack's outcome) is said first, with the dialog's own words: put on
 * its focus once active, it came after the first control ("… combo box. Anna. The barbarian
 * ship lands: …", as if the dialog's next line), and the outcome after "Continue push button."
 * (tester report 25, N25-10). Not active yet, the dialog has not been read: it is read whole. */
#define DIALOG_WORDS_KEY "herald-a11y-dialog-words"
#define DIALOG_LEAD_KEY "herald-a11y-dialog-lead"

static void
lead_dialog (GtkWidget *dialog)
{
  g_autoptr(GString) lead = g_string_new (g_object_get_data (G_OBJECT (dialog), DIALOG_LEAD_KEY));
  const char *words = g_object_get_data (G_OBJECT (dialog), DIALOG_WORDS_KEY);
  g_autoptr(GString) said = NULL;

  if (!has_words ())
    return;
  append_said (lead, pending_first != NULL ? pending_first->str : "");
  append_said (lead, pending != NULL ? pending->str : "");
  if (pending_first != NULL)
    g_string_truncate (pending_first, 0);
  if (pending != NULL)
    g_string_truncate (pending, 0);
  said = g_string_new (lead->str);
  append_said (said, words != NULL ? words : "");
  g_object_set_data_full (G_OBJECT (dialog), DIALOG_LEAD_KEY, g_string_free (g_steal_pointer (&lead), FALSE), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said->str, -1);
}

static gboolean
announce_cb (gpointer user_data)
{
  GtkWidget *focus = focus_of_active_window ();
  gint64 now = g_get_monotonic_time ();
  gint64 since = now - focus_moved_at;
  GtkWidget *active_focus = focus;
  gboolean opened = FALSE;  /* the dialog the words waited for is active now */

  if (since >= 0 && since < FOCUS_SETTLE_US && has_pending ())
    {
      announce_id = g_timeout_add ((FOCUS_SETTLE_US - since) / G_TIME_SPAN_MILLISECOND + 1, announce_cb, NULL);
      return G_SOURCE_REMOVE;
    }
  /* no window is active yet (a dialog the window manager has not activated): wait for one,
   * a while, rather than lose what was to be said (an attack's result was silent so). The
   * while is counted from when no window was active, not from when the announcement was
   * first due: a roll that opens the check-in, then the attack's result, keeps its
   * announcement waiting for the focus to settle more than that on a loaded machine, and
   * the moment between two dialogs, with no window active, then dropped the roll's
   * sentence, the check-in and the result together (ui-speech failed so) */
  /* A dialog's words wait for that dialog to be the active window: put on the focus of the
   * window being left (the privacy step closing as the card it hid opens), they were lost
   * as the screen reader followed the focus into the new dialog (ui-speech: the card's text
   * unheard now and then) */
  {
    g_autoptr(GtkWidget) awaited = g_weak_ref_get (&awaited_window);

    if (awaited != NULL
        && (!gtk_widget_get_visible (awaited) || gtk_window_is_active (GTK_WINDOW (awaited))))
      {
        opened = gtk_widget_get_visible (awaited);
        g_weak_ref_set (&awaited_window, NULL);
      }
    else if (awaited != NULL)
      {
        lead_dialog (awaited);
        focus = NULL;
      }
  }
  if (focus == NULL && has_pending ())
    {
      if (inactive_since == 0)
        inactive_since = now;
      if (now - inactive_since < WAIT_ACTIVE_US)
        {
          announce_id = g_timeout_add (100, announce_cb, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  inactive_since = 0;
  /* waited long enough (a display without a window manager activates nothing): the focus of
   * the window that is active, as before */
  g_weak_ref_set (&awaited_window, NULL);
  focus = active_focus;

  announce_id = 0;
  if (focus != NULL && (has_words () || (opened && herald_a11y_combo_row_value (focus) != NULL)))
    {
      g_autoptr(GtkWidget) before = g_weak_ref_get (&announced_on);

      if (before != NULL && before != focus)
        reset_description (before);
      if (described_by (focus) != NULL
          && g_object_get_data (G_OBJECT (focus), "herald-a11y-undescribed") == NULL)
        {
          g_object_set_data (G_OBJECT (focus), "herald-a11y-undescribed", GINT_TO_POINTER (TRUE));
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
        }
      g_autoptr(GString) said = g_string_new (NULL);
      const char *value = herald_a11y_combo_row_value (focus);

      /* A dialog that opens with the focus on a combo row: Orca 43 reads the row it enters
       * with the dialog without its description, the value ("Holds the Politics metropolis
       * combo box.": the check-in, newcomer report 22). What is said as it opens says the
       * value first, as Orca says it after the row on Tab. */
      if (opened && value != NULL)
        append_said (said, value);
      append_said (said, pending_first != NULL ? pending_first->str : "");

      append_said (said, pending != NULL ? pending->str : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      said->str, -1);
      g_weak_ref_set (&announced_on, focus);
      gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
    }
  if (pending != NULL)
    g_string_truncate (pending, 0);
  if (pending_first != NULL)
    g_string_truncate (pending_first, 0);

  return G_SOURCE_REMOVE;
}

/* @first: said before what is pending (a toast's words) */
static void
announce (const char *text,
          gboolean    first)
{
  g_autoptr(GString) line = g_string_new (NULL);
  GString **to = first ? &pending_first : &pending;

  if (text == NULL)
    return;
  herald_a11y_append_one_line (line, text);
  g_strstrip (line->str);
  if (line->str[0] == '\0')
    return;

  if (*to == NULL)
    *to = g_string_new (NULL);
  append_said (*to, line->str);

  if (announce_id == 0)
    announce_id = g_timeout_add (ANNOUNCE_DELAY_MS, announce_cb, NULL);
}

/**
 * herald_a11y_announce:
 * @text: a sentence for screen-reader users, e.g. the roll's sentence or "Undone: …"
 *
 * Has the screen reader say @text soon (300 ms later, joined with what else is announced
 * meanwhile), without moving the focus. Does nothing visible; without a screen reader
 * nothing happens at all.
 */
void
herald_a11y_announce (const char *text)
{
  announce (text, FALSE);
}

static void
announce_label_cb (GtkLabel *label)
{
  if (gtk_widget_get_visible (GTK_WIDGET (label)))
    herald_a11y_announce (gtk_label_get_text (label));
}

/**
 * herald_a11y_announce_label:
 * @label: a label whose changes a screen-reader user must hear (whose turn it is)
 *
 * Announces the text of @label with herald_a11y_announce() each time it changes.
 */
void
herald_a11y_announce_label (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  g_signal_connect (label, "notify::label", G_CALLBACK (announce_label_cb), NULL);
}

/* A toast's words, said first (pending_first); a toast whose text grows by a line (steps
 * joined, herald-window-toast.c) says the new line only: "Anna played Deserter" was said
 * three times as the Deserter's two lines joined it */
#define TOAST_SAID_KEY "herald-a11y-toast-said"

static void
announce_toast_cb (GtkLabel *label)
{
  const char *text = gtk_label_get_text (label);
  const char *before = g_object_get_data (G_OBJECT (label), TOAST_SAID_KEY);
  const char *added = text;

  if (!gtk_widget_get_visible (GTK_WIDGET (label)) || text == NULL)
    return;
  if (before != NULL && *before != '\0' && g_str_has_prefix (text, before))
    added = text + strlen (before);
  announce (added, TRUE);
  g_object_set_data_full (G_OBJECT (label), TOAST_SAID_KEY, g_strdup (text), g_free);
}

static gboolean
in_toast (GtkWidget *widget)
{
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    if (g_strcmp0 (G_OBJECT_TYPE_NAME (up), "AdwToastWidget") == 0)
      return TRUE;

  return FALSE;
}

/* A message dialog says its message before its focused control: Orca 43 reads a dialog it
 * enters as "name, dialog, description" (its unrelated labels, which GTK 4.8 never marks as
 * showing, so none), and the dialog's name is its heading (libadwaita makes it the window's
 * title). So the body, and what the dialog shows under it (the cards of a hand, the
 * check-in's outcome), become the dialog's description before it is shown. Announced, as
 * the focused control's description, they were said after that control ("Enter Dice dialog.
 * Ship. not selected radio button. Enter Dice. Enter the three dice Anna rolled.": newcomer
 * report 17, N17-7). A description change of a window that is not the screen reader's
 * locus of focus is not spoken, so setting it here is not heard a second time. */
static void
describe_dialog (GtkWidget *widget)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (widget);
  const char *body = adw_message_dialog_get_body (dialog);
  const char *extra = g_object_get_data (G_OBJECT (widget), "herald-a11y-extra-text");
  g_autoptr(GString) said = g_string_new (NULL);

  if (body != NULL && *body != '\0')
    {
      g_autofree char *plain = NULL;

      if (!adw_message_dialog_get_body_use_markup (dialog))
        herald_a11y_append_one_line (said, body);
      else if (pango_parse_markup (body, -1, 0, NULL, &plain, NULL, NULL))
        herald_a11y_append_one_line (said, plain);
    }
  if (extra != NULL && *extra != '\0')
    {
      g_autoptr(GString) line = g_string_new (NULL);

      herald_a11y_append_one_line (line, extra);
      g_strstrip (line->str);
      append_said (said, line->str);
    }
  g_strstrip (said->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  said->str, -1);
  g_object_set_data_full (G_OBJECT (widget), DIALOG_WORDS_KEY, g_strdup (said->str), g_free);
  lead_dialog (widget);
  /* what is said after it opened waits for it (announce_cb ()): the value of its combo row */
  g_weak_ref_set (&awaited_window, widget);
  if (announce_id == 0)
    announce_id = g_timeout_add (ANNOUNCE_DELAY_MS, announce_cb, NULL);
}

/* libadwaita 1.2's toasts and message dialogs are not read when they show */
static void
announce_shown (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && in_toast (widget) && !is_decoration (widget))
    {
      if (g_object_get_data (G_OBJECT (widget), "herald-a11y-toast") == NULL)
        {
          g_object_set_data (G_OBJECT (widget), "herald-a11y-toast", GINT_TO_POINTER (TRUE));
          g_signal_connect (widget, "notify::label", G_CALLBACK (announce_toast_cb), NULL);
          announce_toast_cb (GTK_LABEL (widget));
        }
    }
  else if (ADW_IS_MESSAGE_DIALOG (widget))
    describe_dialog (widget);
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
  else if (GTK_IS_IMAGE (widget) && is_decoration (widget))
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  else if (GTK_IS_LABEL (widget) && is_decoration (widget))
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
        watch_focus (GTK_WINDOW (widget));
    }
  else
    fix_widget (widget);
  announce_shown (widget);

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
