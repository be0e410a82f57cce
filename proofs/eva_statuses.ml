(* Loaded into Frama-C by proofs/run-eva: after Eva, writes the consolidated status of every
 * property to the file named by $UA_EVA_STATUSES, one line each:
 *   status <TAB> function <TAB> what (e.g. "Post-condition 'value'") <TAB> file:line
 * The report plugin's CSV leaves out the names of assertions; this keeps them, so that
 * proofs/eva-unknowns.list can name each property it allows to stay unknown. *)

let status_name = function
  | Property_status.Feedback.Never_tried -> "never_tried"
  | Considered_valid -> "considered_valid"
  | Valid -> "valid"
  | Valid_under_hyp -> "valid_under_hyp"
  | Unknown -> "unknown"
  | Invalid -> "invalid"
  | Invalid_under_hyp -> "invalid_under_hyp"
  | Invalid_but_dead -> "invalid_but_dead"
  | Valid_but_dead -> "valid_but_dead"
  | Unknown_but_dead -> "unknown_but_dead"
  | Inconsistent -> "inconsistent"

let one_line s = String.trim (String.map (fun c -> if c = '\n' || c = '\t' then ' ' else c) s)

let write file =
  if not (Db.Value.is_computed ()) then !Db.Value.compute ();
  let oc = open_out file in
  Property_status.iter (fun ip ->
      let fn = match Property.get_kf ip with
        | Some kf -> Kernel_function.get_name kf
        | None -> "-" in
      let pos = fst (Property.location ip) in
      let what =
        Format.asprintf "%a" (Description.pp_localized ~kf:`Never ~ki:false ~kloc:false) ip in
      Printf.fprintf oc "%s\t%s\t%s\t%s:%d\n"
        (status_name (Property_status.Feedback.get ip)) fn (one_line what)
        (Filepath.Normalized.to_pretty_string pos.Filepath.pos_path) pos.Filepath.pos_lnum);
  close_out oc

let () = Db.Main.extend (fun () -> Option.iter write (Sys.getenv_opt "UA_EVA_STATUSES"))
