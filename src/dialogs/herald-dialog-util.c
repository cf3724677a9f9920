/* herald-dialog-util.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the message dialogs of a turn share: a modal dialog over the window, a form (its
 * part that scrolls on a phone: herald-dialog-scroll.c), rows with a combo box or a switch. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-dialog-util.h"
#include "herald-popover.h"

/* The widest word a message dialog's label may hold on a phone, in pixels: a dialog takes
 * 70 px of a 360 px phone beside its labels */
#define DIALOG_WORD_WIDTH 290

/**
 * herald_label_wrap_words:
 * @label: a label, its text set
 * @max_word_width: the widest word that leaves a 360 px phone 360 px wide, in pixels: the
 *   width @label has there
 *
 * Makes @label wrap between words, as a dialog's heading and a list's rows do: broken at any
 * character, German titles read "Handelsmeist-er" and "Fortschrittska-rten von Anna" at text
 * scale 1.5 (verify report 11, V-7), and a label asks for its widest word's width. A word
 * wider than @max_word_width (at the current text scale, in the label's font) breaks
 * anywhere, though: a player's name of 64 characters without a space made the start page
 * 1,522 px wide on a 360 px phone at text scale 1.5 (verify report 12, V12-2). The label's
 * text stays whole, for screen readers too.
 */
void
herald_label_wrap_words (GtkLabel *label,
                         int       max_word_width)
{
  g_autoptr(PangoLayout) layout = NULL;
  int width = 0;

  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_label_set_wrap (label, TRUE);
  /* the label's text without its markup, each line broken at every word */
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), gtk_label_get_text (label));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_width (layout, 0);
  pango_layout_get_pixel_size (layout, &width, NULL);
  gtk_label_set_wrap_mode (label, width > max_word_width ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD);
}

/**
 * herald_dialog_wrap_words:
 * @widget: a dialog, or any widget
 *
 * Every wrapping label in @widget (libadwaita's heading and body of a message dialog among
 * them) wraps between words, or anywhere in a word too wide for a phone: wider than 290 px
 * (herald_label_wrap_words()).
 */
void
herald_dialog_wrap_words (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_label_get_wrap (GTK_LABEL (child)))
        herald_label_wrap_words (GTK_LABEL (child), DIALOG_WORD_WIDTH);
      herald_dialog_wrap_words (child);
    }
}

/**
 * herald_dialog_wrap_group_titles:
 * @root: a window, or any widget
 *
 * The title of each preferences group in @root wraps between words instead of ending in an
 * ellipsis (libadwaita 1.2 ellipsizes it): on a phone at text scale 1.5 Statistics read
 * "Victory Points over the …" (issue 11).
 */
void
herald_dialog_wrap_group_titles (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *group = gtk_widget_get_ancestor (child, ADW_TYPE_PREFERENCES_GROUP);
      const char *title = group != NULL ? adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)) : NULL;

      if (GTK_IS_LABEL (child) && title != NULL && *title != '\0'
          && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), title) == 0)
        {
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_NONE);
          herald_label_wrap_words (GTK_LABEL (child), DIALOG_WORD_WIDTH);
          gtk_label_set_xalign (GTK_LABEL (child), 0);
        }
      herald_dialog_wrap_group_titles (child);
    }
}

/**
 * herald_dialog_phone_width:
 * @window: an #AdwPreferencesWindow, or any window
 *
 * @window may be as narrow as a phone's window: libadwaita 1.2's preferences window asks for
 * 360 px inside its frame (its leaflet's width-request), and its frame made it 370 px over a
 * phone's 360 px window, 5 px past each side (issue 11). Its pages keep their own minimum.
 */
void
herald_dialog_phone_width (GtkWidget *window)
{
  for (GtkWidget *child = gtk_widget_get_first_child (window); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int width = -1;

      gtk_widget_get_size_request (child, &width, NULL);
      if (ADW_IS_LEAFLET (child) && width > 0)
        gtk_widget_set_size_request (child, -1, -1);
      herald_dialog_phone_width (child);
    }
}

/**
 * herald_dialog_init:
 * @parent: (nullable): the window the dialog is modal to
 *
 * Sets up a new message dialog: modal, destroyed with @parent, with its heading and body.
 */
void
herald_dialog_init (AdwMessageDialog *dialog,
                    GtkWindow        *parent,
                    const char       *heading,
                    const char       *body)
{
  gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  adw_message_dialog_set_heading (dialog, heading);
  adw_message_dialog_set_body (dialog, body != NULL ? body : "");
  herald_dialog_wrap_words (GTK_WIDGET (dialog));
}

/**
 * herald_dialog_set_a11y_label:
 * @widget: a control of a dialog
 * @label: its whole name for screen readers
 *
 * herald_a11y_name_once (): @widget is named @label alone, not with the title of the row
 * it is in.
 */
void
herald_dialog_set_a11y_label (GtkWidget  *widget,
                              const char *label)
{
  herald_a11y_name_once (widget, label);
}

static GtkWidget *response_button (AdwMessageDialog *dialog,
                                   const char       *response);

#define REFUSAL_KEY "herald-form-refusal"
#define REFUSAL_SAID_KEY "herald-form-refusal-said"

/* The refusal that stands once the values have settled, said if it is new: a count typed
 * passes through a refusal of its own for a moment (its text changed before its value),
 * which was said before the one that stands */
static gboolean
say_refusal_cb (gpointer data)
{
  g_autoptr(GObject) dialog = g_weak_ref_get (data);
  const char *refusal;

  g_weak_ref_clear (data);
  g_free (data);
  if (dialog == NULL)
    return G_SOURCE_REMOVE;
  g_object_set_data (dialog, "herald-form-refusal-idle", NULL);
  refusal = g_object_get_data (dialog, REFUSAL_KEY);
  if (refusal != NULL && g_strcmp0 (refusal, g_object_get_data (dialog, REFUSAL_SAID_KEY)) != 0
      && gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    herald_a11y_announce (refusal);
  g_object_set_data_full (dialog, REFUSAL_SAID_KEY, g_strdup (refusal), g_free);
  return G_SOURCE_REMOVE;
}

/**
 * herald_dialog_set_form_refusal:
 * @dialog: a dialog with a form (herald_dialog_finish_form ())
 * @refusal: (nullable): why the form's values are refused, as the dialog shows it ("Not
 *   possible: …"), or %NULL when they are accepted
 *
 * Has a screen reader say @refusal when it is new, once the values have settled (a value
 * changed made the form refused, or refused for another reason), and again when Ctrl+Return
 * is pressed while it stands (the accepting response is off, and nothing else would be
 * heard). The dialog's body is the caller's to set. A refusal that stands as other values
 * change is not said again (Orca would say it after every count typed), nor one the dialog
 * opened with (its body is said as it opens).
 */
void
herald_dialog_set_form_refusal (AdwMessageDialog *dialog,
                                const char       *refusal)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (dialog));

  g_object_set_data_full (G_OBJECT (dialog), REFUSAL_KEY, g_strdup (refusal), g_free);
  if (!gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    {
      g_object_set_data_full (G_OBJECT (dialog), REFUSAL_SAID_KEY, g_strdup (refusal), g_free);
      return;
    }
  if (g_object_get_data (G_OBJECT (dialog), "herald-form-refusal-idle") == NULL)
    {
      GWeakRef *ref = g_new0 (GWeakRef, 1);

      g_weak_ref_init (ref, dialog);
      g_object_set_data (G_OBJECT (dialog), "herald-form-refusal-idle", GINT_TO_POINTER (TRUE));
      g_idle_add (say_refusal_cb, ref);
    }
}

/* How long a refusal said in a dialog stays in view, in seconds: as a toast does
 * (herald-window-toast.c) */
#define SAID_SECONDS 5
#define SAID_LABEL_KEY "herald-dialog-said"
#define SAID_TIMEOUT_KEY "herald-dialog-said-timeout"

static gboolean
said_time_up_cb (gpointer data)
{
  GtkWidget *label = data;

  /* this source ends as it returns: not removed again */
  g_object_steal_data (G_OBJECT (label), SAID_TIMEOUT_KEY);
  gtk_widget_set_visible (label, FALSE);
  return G_SOURCE_REMOVE;
}

static void
said_timeout_free (gpointer data)
{
  g_source_remove (GPOINTER_TO_UINT (data));
}

/**
 * herald_dialog_say_refusal:
 * @dialog: a message dialog, shown
 * @text: why what was asked cannot be done, a sentence ("Nothing to undo")
 *
 * Shows @text in @dialog, in a line of its own under its message and above its responses,
 * for 5 s (as a toast stays), and has a screen reader say it (herald_a11y_announce ()), each
 * time, the same text too. A refusal made while a dialog is up (Ctrl+Z in the barbarians'
 * check-in, with nothing to undo) was told as the window's toast, behind the modal dialog:
 * not seen, and not heard (tester report 44, N44-8). The dialog's body, a form's refusal
 * (herald_dialog_set_form_refusal ()), is left as it is.
 */
void
herald_dialog_say_refusal (AdwMessageDialog *dialog,
                           const char       *text)
{
  GtkWidget *label;
  guint id;

  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (dialog));
  g_return_if_fail (text != NULL);

  label = g_object_get_data (G_OBJECT (dialog), SAID_LABEL_KEY);
  if (label == NULL)
    {
      /* libadwaita 1.2's message area: the heading, the body and the extra child */
      GtkWidget *area = herald_dialog_find_by_class (GTK_WIDGET (dialog), "message-area");

      g_return_if_fail (GTK_IS_BOX (area));
      label = gtk_label_new (NULL);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_set_margin_top (label, 12);
      gtk_box_append (GTK_BOX (area), label);
      g_object_set_data (G_OBJECT (dialog), SAID_LABEL_KEY, label);
    }
  gtk_label_set_text (GTK_LABEL (label), text);
  herald_label_wrap_words (GTK_LABEL (label), DIALOG_WORD_WIDTH);
  gtk_widget_set_visible (label, TRUE);
  id = g_timeout_add_seconds (SAID_SECONDS, said_time_up_cb, label);
  g_object_set_data_full (G_OBJECT (label), SAID_TIMEOUT_KEY, GUINT_TO_POINTER (id), said_timeout_free);
  herald_a11y_announce (text);
}

/**
 * herald_dialog_focus_count_first:
 * @dialog: a form's dialog, in its #GtkWidgetClass.focus
 * @direction: the direction the focus moves in
 * @count: (nullable): the count to give the first focus, a spin button's editable
 * @focused: (inout): whether the first focus was given already (the dialog's own flag)
 *
 * Gives @dialog's first focus to @count, where GTK gives a window its first focus (the first
 * Tab stop, as it shows with none): given before, with the dialog not yet shown, Orca was not
 * told of the dialog. The count's value is not selected, as the focus coming by Tab leaves it
 * (herald-a11y-lists.c): selected, a key typed would replace it.
 *
 * Returns: %TRUE when the focus was given here; %FALSE: the class's own focus runs
 */
gboolean
herald_dialog_focus_count_first (GtkWidget        *dialog,
                                 GtkDirectionType  direction,
                                 GtkEditable      *count,
                                 gboolean         *focused)
{
  g_return_val_if_fail (GTK_IS_WINDOW (dialog), FALSE);

  if (!*focused && direction == GTK_DIR_TAB_FORWARD && count != NULL
      && gtk_root_get_focus (GTK_ROOT (dialog)) == NULL)
    {
      *focused = TRUE;
      if (gtk_widget_grab_focus (GTK_WIDGET (count)))
        {
          gtk_editable_select_region (count, gtk_editable_get_position (count), gtk_editable_get_position (count));
          return TRUE;
        }
    }
  *focused = TRUE;
  return FALSE;
}

/**
 * herald_dialog_commit_count:
 * @dialog: a dialog (or any window) with a form
 *
 * Takes the text typed into the focused count of @dialog (a #GtkSpinButton) as its value, as
 * Tab or Return would: its #GtkSpinButton::value-changed, and with it the form's own check,
 * runs now. For the keys that answer a form without leaving the count (Ctrl+Return): the
 * form was answered with the count as it was before the one being typed, the check-in fought
 * with 4 cities where the table had typed 3, New Game started 3 players where it had typed 4
 * (tester report 45, N45-10). Nothing happens when the focus is on no count.
 */
void
herald_dialog_commit_count (GtkWidget *dialog)
{
  GtkRoot *root;
  GtkWidget *focus, *spin;

  g_return_if_fail (GTK_IS_WIDGET (dialog));

  root = gtk_widget_get_root (dialog);
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* the focus is the spin button's text, inside it */
  spin = focus != NULL ? (GTK_IS_SPIN_BUTTON (focus) ? focus : gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON)) : NULL;
  if (spin != NULL && gtk_widget_is_ancestor (spin, dialog))
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
}

#define MISSING_KEY "herald-form-missing"

/**
 * herald_dialog_set_form_missing:
 * @dialog: a form's dialog (herald_dialog_finish_form ())
 * @missing: (nullable): what the form still needs before it can be accepted, a sentence
 *   ("Choose the white die first"), or %NULL when nothing is missing
 *
 * Ctrl+Return with the accepting response off for want of @missing says @missing in @dialog
 * and to a screen reader (herald_dialog_say_refusal ()): in the Alchemist and Enter Dice with
 * a die not chosen, the key did nothing and Orca said only "return" (tester report 46, N46-3).
 * A refusal (herald_dialog_set_form_refusal ()) is said before it.
 */
void
herald_dialog_set_form_missing (AdwMessageDialog *dialog,
                                const char       *missing)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (dialog));

  g_object_set_data_full (G_OBJECT (dialog), MISSING_KEY, g_strdup (missing), g_free);
}

/* Ctrl+Return answers a form with its accepting response, when that is enabled: the
 * keyboard's way to Fight without tabbing through every row (newcomer report 9, item 3).
 * The count being typed is taken first (herald_dialog_commit_count ()). Refused, it says why
 * again (herald_dialog_set_form_refusal ()): the key did nothing, in silence (issue 11). */
static void
form_accept_cb (AdwMessageDialog *dialog)
{
  const char *response = g_object_get_data (G_OBJECT (dialog), "herald-form-response");
  GtkWidget *button;

  herald_dialog_commit_count (GTK_WIDGET (dialog));
  if (response != NULL && !adw_message_dialog_get_response_enabled (dialog, response)
      && g_object_get_data (G_OBJECT (dialog), REFUSAL_KEY) != NULL)
    {
      const char *refusal = g_object_get_data (G_OBJECT (dialog), REFUSAL_KEY);

      herald_a11y_announce (refusal);
      /* said now: not once more as the count's new refusal (say_refusal_cb ()) */
      g_object_set_data_full (G_OBJECT (dialog), REFUSAL_SAID_KEY, g_strdup (refusal), g_free);
    }
  else if (response != NULL && !adw_message_dialog_get_response_enabled (dialog, response)
           && g_object_get_data (G_OBJECT (dialog), MISSING_KEY) != NULL)
    herald_dialog_say_refusal (dialog, g_object_get_data (G_OBJECT (dialog), MISSING_KEY));
  if (response == NULL || !adw_message_dialog_get_response_enabled (dialog, response))
    return;
  button = response_button (dialog, response);
  /* as the keys are let go (herald_dialog_answer_on_release (): N40-4) */
  if (button != NULL && gtk_widget_is_sensitive (button) && !herald_dialog_answer_on_release (dialog, button))
    g_signal_emit_by_name (button, "clicked");
}

static void
form_accept_action_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       dialog)
{
  form_accept_cb (dialog);
}

/**
 * herald_dialog_finish_form:
 * @child: the form
 * @response: the id of the response that accepts the form
 * @label: its label, with a mnemonic
 *
 * A dialog with a form: @child scrolls when it is taller than a phone's screen allows, and
 * the responses are "cancel" and @response (suggested, the default; Ctrl+Return answers it
 * when it is enabled: the action `form.accept`).
 */
void
herald_dialog_finish_form (AdwMessageDialog *dialog,
                           GtkWidget        *child,
                           const char       *response,
                           const char       *label)
{
  herald_dialog_set_scrolling_child (dialog, child);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, response, label);
  adw_message_dialog_set_response_appearance (dialog, response, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, response);
  adw_message_dialog_set_close_response (dialog, "cancel");
  herald_dialog_accept_on_ctrl_return (dialog, response);
}

/**
 * herald_dialog_accept_on_ctrl_return:
 * @response: the id of the response that accepts @dialog
 *
 * Ctrl+Return (and Ctrl+Enter on the keypad) answers @dialog with @response when that is
 * enabled, wherever the focus is in it: the action `form.accept`.
 */
void
herald_dialog_accept_on_ctrl_return (AdwMessageDialog *dialog,
                                     const char       *response)
{
  {
    g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
    g_autoptr(GSimpleAction) accept = g_simple_action_new ("accept", NULL);
    GtkEventController *shortcuts = gtk_shortcut_controller_new ();
    GtkShortcutTrigger *trigger = gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Return, GDK_CONTROL_MASK),
                                                               gtk_keyval_trigger_new (GDK_KEY_KP_Enter, GDK_CONTROL_MASK));

    g_object_set_data_full (G_OBJECT (dialog), "herald-form-response", g_strdup (response), g_free);
    g_signal_connect_object (accept, "activate", G_CALLBACK (form_accept_action_cb), dialog, 0);
    g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (accept));
    gtk_widget_insert_action_group (GTK_WIDGET (dialog), "form", G_ACTION_GROUP (group));
    /* before a focused spin button or entry sees the key */
    gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (trigger, gtk_named_action_new ("form.accept")));
    gtk_widget_add_controller (GTK_WIDGET (dialog), shortcuts);
    herald_dialog_watch_chord (dialog, shortcuts);
  }
}

/* The widget after @w in @dialog, depth first; %NULL after the last */
static GtkWidget *
next_widget (AdwMessageDialog *dialog,
             GtkWidget        *w)
{
  if (gtk_widget_get_first_child (w) != NULL)
    return gtk_widget_get_first_child (w);
  while (w != NULL && w != GTK_WIDGET (dialog) && gtk_widget_get_next_sibling (w) == NULL)
    w = gtk_widget_get_parent (w);
  return w == NULL || w == GTK_WIDGET (dialog) ? NULL : gtk_widget_get_next_sibling (w);
}

/* The buttons of @response: libadwaita 1.2 has one per layout (side by side, stacked) */
static GPtrArray *
response_buttons (AdwMessageDialog *dialog,
                  const char       *response)
{
  const char *label = adw_message_dialog_get_response_label (dialog, response);
  GPtrArray *found = g_ptr_array_new ();

  for (GtkWidget *w = GTK_WIDGET (dialog); w != NULL; w = next_widget (dialog, w))
    if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0)
      g_ptr_array_add (found, w);
  return found;
}

/* The button of @response: the one shown, the mapped one when there is one */
static GtkWidget *
response_button (AdwMessageDialog *dialog,
                 const char       *response)
{
  g_autoptr(GPtrArray) buttons = response_buttons (dialog, response);

  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_mapped (buttons->pdata[i]))
      return buttons->pdata[i];
  return buttons->len > 0 ? buttons->pdata[0] : NULL;
}

/* Until the first key, the focus stays on the chosen response: a layout of the dialog (its
 * responses stacked on a narrow screen, or once the window manager sized it) moved it to
 * another response's button, without telling (no notify::focus-widget): each frame checks.
 * So it moved it to the scroller of a long message (herald_dialog_set_scrolling_child ()): a
 * hand opened on a loaded machine had the focus on its list, not on Close (test-window-keys
 * hand-focus, 2 runs in 9 at load 8) */
static void
guard_focus_cb (GdkFrameClock    *clock,
                AdwMessageDialog *dialog)
{
  const char *response = g_object_get_data (G_OBJECT (dialog), "herald-focus-response");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (dialog));
  GtkWidget *extra = adw_message_dialog_get_extra_child (dialog);
  GtkWidget *button = response != NULL ? response_button (dialog, response) : NULL;

  /* another response's button: a button of the dialog outside its form */
  if (button != NULL && focus != button &&
      (focus == NULL || GTK_IS_BUTTON (focus) || GTK_IS_SCROLLED_WINDOW (focus)) &&
      (focus == NULL || extra == NULL || !gtk_widget_is_ancestor (focus, extra)) &&
      gtk_widget_get_mapped (button) && gtk_widget_is_sensitive (button))
    gtk_widget_grab_focus (button);
}

/* The focus moved as the dialog was laid out outside a frame (a response's button hidden as
 * the responses were stacked: GTK gave the focus to the first that took it, the scroller),
 * and no frame was painted after: it is put back at once */
static void
guard_focus_moved_cb (AdwMessageDialog *dialog)
{
  guard_focus_cb (NULL, dialog);
}

static gboolean
first_key_cb (GtkEventControllerKey *keys,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              GtkWidget             *dialog)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (dialog);

  if (clock != NULL)
    g_signal_handlers_disconnect_matched (clock, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, guard_focus_cb, NULL);
  g_signal_handlers_disconnect_matched (dialog, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, guard_focus_moved_cb, NULL);
  return GDK_EVENT_PROPAGATE;
}

/**
 * herald_dialog_focus_response:
 * @dialog: a presented message dialog
 * @response: the id of one of @dialog's responses
 *
 * Gives the keyboard focus to the button of @response, and keeps it there until the first
 * key: a message dialog's first focus is otherwise its first button, and its layouts (a
 * heading too wide, the responses stacked on a narrow screen, the size the window manager
 * gives) moved the focus to another one: that was a Discard… (newcomer report 9, item 7).
 */
void
herald_dialog_focus_response (AdwMessageDialog *dialog,
                              const char       *response)
{
  GtkWidget *button = response_button (dialog, response);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (dialog));
  GtkEventController *keys;

  if (button == NULL)
    return;
  gtk_window_set_focus (GTK_WINDOW (dialog), button);
  g_object_set_data_full (G_OBJECT (dialog), "herald-focus-response", g_strdup (response), g_free);
  if (clock != NULL)
    g_signal_connect_object (clock, "after-paint", G_CALLBACK (guard_focus_cb), dialog, 0);
  g_signal_connect (dialog, "notify::focus-widget", G_CALLBACK (guard_focus_moved_cb), NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (first_key_cb), dialog, 0);
  gtk_widget_add_controller (GTK_WIDGET (dialog), keys);
}

/**
 * herald_dialog_focus_safe:
 * @dialog: a message dialog, presented or about to be
 *
 * Unless @dialog has a default response, gives the first focus to its close response (the
 * answer that changes nothing: Later, Cancel) with herald_dialog_focus_response(). A message
 * dialog's first focus is otherwise its first button, and stacked (a phone, large text) the
 * responses come last first: Return then gave up a walled city, chose a tied player's deck or
 * dropped unsaved steps (breaker report 15, B15-1). Does nothing for a dialog without a close
 * response or with an extra child (a form).
 */
void
herald_dialog_focus_safe (AdwMessageDialog *dialog)
{
  const char *close = adw_message_dialog_get_close_response (dialog);

  /* a form (an extra child) gives its own first focus to its first field */
  if (adw_message_dialog_get_default_response (dialog) != NULL || close == NULL ||
      !adw_message_dialog_has_response (dialog, close) ||
      adw_message_dialog_get_extra_child (dialog) != NULL)
    return;
  herald_dialog_focus_response (dialog, close);
}

/* Return on a combo row opens its list, as Space does: it answered the dialog with its
 * default response instead, and one Return on Arrange Progress Card Decks' "Next card"
 * recorded a half-entered order (tester report 30, N30-10); in the landing's check it would
 * have fought */
static gboolean
combo_row_return_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     gpointer               data)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
      || gtk_root_get_focus (gtk_widget_get_root (row)) != row)
    return FALSE;
  gtk_widget_activate (row);
  return TRUE;
}

/**
 * herald_dialog_combo_row:
 * @model: (transfer full): the items
 *
 * Returns: (transfer floating): an #AdwComboRow titled @title, its list opening inside its
 *   window (herald_popover_keep_list_in_window ())
 */
GtkWidget *
herald_dialog_combo_row (const char    *title,
                         GtkStringList *model)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  herald_popover_keep_list_in_window (row);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect (keys, "key-pressed", G_CALLBACK (combo_row_return_cb), NULL);
    gtk_widget_add_controller (row, keys);
  }

  return row;
}

/* A list item of herald_dialog_combo_row_wrap (): its text on as many lines as it needs */
static void
wrapping_item_setup_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_list_item_set_child (item, label);
}

static void
wrapping_item_bind_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *item)
{
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

/**
 * herald_dialog_combo_row_wrap:
 * @row: a combo row of herald_dialog_combo_row (), its items strings
 *
 * @row's value shows under its title and its list's items show whole, on as many lines as
 * they need: libadwaita cuts both at about 20 characters, and an opponent's two knights of a
 * rank read the same on a phone, "Einfacher Ritter…", whether each is active cut off
 * (tester report 34, N34-3).
 */
void
herald_dialog_combo_row_wrap (GtkWidget *row)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (factory, "setup", G_CALLBACK (wrapping_item_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (wrapping_item_bind_cb), NULL);
  adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), factory);
  g_object_unref (factory);
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
}

/**
 * herald_dialog_keep_lists_in_window:
 * @root: a dialog or window, or any widget
 *
 * herald_popover_keep_list_in_window () on every drop-down and combo row in @root (those of
 * a template): their lists open inside their window.
 */
void
herald_dialog_keep_lists_in_window (GtkWidget *root)
{
  if (GTK_IS_DROP_DOWN (root) || ADW_IS_COMBO_ROW (root))
    herald_popover_keep_list_in_window (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    herald_dialog_keep_lists_in_window (child);
}

/**
 * herald_dialog_switch_row:
 * @group: the #AdwPreferencesGroup the row is added to
 *
 * Returns: (transfer none): the row's #GtkSwitch, named @a11y for screen readers
 */
GtkWidget *
herald_dialog_switch_row (GtkWidget  *group,
                          const char *title,
                          const char *a11y,
                          gboolean    active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  herald_dialog_set_a11y_label (toggle, a11y);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  herald_a11y_row_control (row, toggle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  return toggle;
}

/**
 * herald_dialog_count_row:
 * @group: the #AdwPreferencesGroup the row is added to
 * @title: the row's title
 * @subtitle: (nullable): the row's subtitle
 * @a11y: the spin button's name for screen readers ("Ben: Sabotaged cities")
 * @upper: the highest count; the lowest is 0
 * @value: the count shown
 *
 * A row of @group as herald_dialog_switch_row () makes it, with a spin button of whole
 * numbers from 0 to @upper instead of a switch. What the count may be beyond that range the
 * engine's check says (herald_game_check ()), not the row.
 *
 * Returns: (transfer none): the row's #GtkSpinButton
 */
GtkSpinButton *
herald_dialog_count_row (GtkWidget  *group,
                         const char *title,
                         const char *subtitle,
                         const char *a11y,
                         guint       upper,
                         guint       value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, upper, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  herald_dialog_set_a11y_label (spin, a11y);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  herald_a11y_row_control (row, spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  return GTK_SPIN_BUTTON (spin);
}

/* The label of @row (an #AdwActionRow) that shows its title */
static GtkWidget *
find_title_label (GtkWidget  *widget,
                  const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "title")
          && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), title) == 0)
        return child;
      found = find_title_label (child, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * herald_dialog_value_row:
 * @title: what the value is ("Rolls")
 * @subtitle: (nullable): a line under the title, wrapped as long as it needs
 * @value: the value, shown at the row's end in figures of one width
 *
 * A row of the statistics' and the records' windows: a figure and what it is, named for
 * screen readers by both ("Rolls 19"), described by @subtitle.
 *
 * Returns: (transfer floating): the #AdwActionRow
 */
GtkWidget *
herald_dialog_value_row (const char *title,
                         const char *subtitle,
                         const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  /* libadwaita 1.2 names the row by its title alone, and a screen reader said "Rolls",
   * then the subtitle, never the figure (newcomer report 15, N15-1): the row is named by its
   * title and its value, "Rolls 19" */
  herald_dialog_name_row_by (row, label);
  return row;
}

/**
 * herald_dialog_figure_row:
 * @title: what the figure is ("Rolls")
 * @subtitle: (nullable): a line under the title
 * @figure: a count, 0 to %G_MAXUINT, written in figures ("19")
 *
 * herald_dialog_value_row() for a count.
 *
 * Returns: (transfer floating): the #AdwActionRow
 */
GtkWidget *
herald_dialog_figure_row (const char *title,
                          const char *subtitle,
                          guint       figure)
{
  g_autofree char *value = g_strdup_printf ("%u", figure);

  return herald_dialog_value_row (title, subtitle, value);
}

/**
 * herald_dialog_name_row_by:
 * @row: an #AdwActionRow with its title set
 * @value: a label of @row (a suffix) that says a figure of it
 *
 * Names @row for screen readers by its title and @value's name (its accessible label, or its
 * text): libadwaita 1.2 names a row by its title alone, and the figure at its end was never
 * said.
 */
void
herald_dialog_name_row_by (GtkWidget *row,
                           GtkWidget *value)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  GtkWidget *title_label = find_title_label (row, title);

  if (title_label != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    title_label, value, NULL, -1);
  else
    {
      g_autofree char *name = g_strdup_printf ("%s %s", title, gtk_label_get_text (GTK_LABEL (value)));

      gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
}
